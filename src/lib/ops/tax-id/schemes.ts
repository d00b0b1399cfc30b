// The tax-ID schemes this operation knows, by country: the validators of `stdnum` (the npm port
// of python-stdnum), named by python-stdnum's module names, with the few corrections the
// cross-check against python-stdnum showed to be needed (`accept`, `format` below).
import { stdnum, type Validator } from 'stdnum';
import { TABLE } from './options.js';

export interface Scheme {
	country: string;
	/** python-stdnum's module name, lower-case: `vat`, `cpf`, `ssn`… */
	type: string;
	validator: Validator;
	/**
	 * Whether the scheme has a presentation format of its own (python-stdnum's module has a
	 * `format`); otherwise `formatted` is null rather than an invented grouping.
	 */
	formats: boolean;
	/** A shape the input must have before the validator sees it (the validator is too lenient). */
	accept?: RegExp;
	/** A check the validator leaves out: true when the compact number passes it. */
	also?: (compact: string) => boolean;
	/** The presentation format where the port's differs from the scheme's. */
	format?: (compact: string) => string;
}

/** The schemes whose python-stdnum module has `format` (the test checks this list against it). */
export const FORMATTED = new Set([
	'AR.cuit', 'AT.tin', 'AU.abn', 'AU.acn', 'AU.tfn', 'BR.cpf', 'BR.cnpj', 'CA.sin', 'CH.uid', 'CH.vat', 'CL.rut',
	'CN.ric', 'CN.uscc', 'CO.nit', 'CZ.rc', 'DE.idnr', 'DK.cpr', 'FI.ytunnus', 'FI.hetu', 'FR.nif', 'FR.nir', 'GB.vat',
	'JP.cn', 'MX.rfc', 'NO.orgnr', 'NO.mva', 'NO.fodselsnummer', 'PL.nip', 'SE.orgnr', 'SK.rc', 'US.ssn', 'US.ein'
]);

/**
 * Left out where the port disagrees with python-stdnum 1.18 on check digits or dates (BG egn,
 * CZ dic, FR siret, NL bsn, SK dph, DE stnr): a wrong answer is worse than none.
 *
 * Where the port differs from python-stdnum 1.18, the reference (the test shows each):
 * - US ein and ssn: the port takes digits grouped any way (an EIN shaped 123-45-6789); the IRS and
 *   the SSA write 12-3456789 and 123-45-6789. An SSN's serial 0000 is never issued (SSA).
 * - NL btw: the port takes the branch suffix B00; python-stdnum requires B01 or above.
 * - PL nip and CO nit: the port has no grouping (PL) or groups an 11-digit NIT wrongly (CO).
 */
const FIXES: Record<string, Pick<Scheme, 'accept' | 'also' | 'format'>> = {
	'US.ein': { accept: /^\s*\d{2}-?\d{7}\s*$/ },
	'US.ssn': { accept: /^\s*\d{3}-?\d{2}-?\d{4}\s*$/, also: (compact) => !compact.endsWith('0000') },
	'NL.btw': { also: (compact) => !compact.endsWith('B00') },
	'PL.nip': { format: (c) => `${c.slice(0, 3)}-${c.slice(3, 6)}-${c.slice(6, 8)}-${c.slice(8)}` },
	'CO.nit': { format: (c) => c.slice(0, -1).replace(/\B(?=(\d{3})+$)/g, '.') + '-' + c.slice(-1) }
};

export const SCHEMES: ReadonlyMap<string, readonly Scheme[]> = new Map(
	Object.entries(TABLE).map(([country, types]) => [
		country,
		types.map((type) => {
			const validator = stdnum[country]?.[type];
			if (!validator) throw new Error(`stdnum has no ${country} ${type}`);
			return { country, type, validator, formats: FORMATTED.has(`${country}.${type}`), ...FIXES[`${country}.${type}`] };
		})
	])
);
