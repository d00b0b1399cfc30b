/** Check digits the generated bank and card numbers carry. */
import { mod97 } from '../_shared/mod97.js';

/**
 * The IBAN for a country and BBAN: check digits 98 - mod97(BBAN + country + "00") (ISO 13616-1).
 * @example iban('GB', 'WEST12345698765432') // 'GB82WEST12345698765432'
 */
export function iban(country: string, bban: string): string {
	const check = 98 - mod97(bban + country + '00');
	return country + String(check).padStart(2, '0') + bban;
}

/**
 * The two control digits of a Spanish account (CCC): one over "00" + bank + branch, one over
 * the ten-digit account, weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6 modulo 11 (11 → 0, 10 → 1).
 * @example spanishControlDigits('2100', '0418', '0200051332') // '45'
 */
export function spanishControlDigits(bank: string, branch: string, account: string): string {
	const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
	const digit = (ten: string) => {
		const sum = [...ten].reduce((total, ch, i) => total + Number(ch) * weights[i], 0);
		const d = 11 - (sum % 11);
		return d === 11 ? 0 : d === 10 ? 1 : d;
	};
	return `${digit('00' + bank + branch)}${digit(account)}`;
}
