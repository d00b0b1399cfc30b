import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/**
 * The API's reasons are English sentences of a fixed shape (iban.ts); the view says them in the
 * page's language and falls back to the API's words for any other.
 */
type Reasons = [RegExp, (...groups: string[]) => string][];

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'iban-validator': {
			iban: 'Paste it as printed: spaces, hyphens and lower case are fine.'
		}
	},
	'pt-BR': {
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Verifica um IBAN: formato do país segundo o registro IBAN da SWIFT, comprimento e dígitos verificadores ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'conta bancária', 'número da conta', 'dígitos verificadores', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'O IBAN; espaços, hifens, letras minúsculas e um "IBAN" no início são aceitos. Qualquer texto recebe um 200.',
					help: 'Cole como está impresso: espaços, hífens e minúsculas não atrapalham.'
				}
			},
			examples: {
				'Valid (German)': 'Válido (alemão)',
				'Check digit mismatch': 'Dígitos verificadores não conferem',
				'Wrong length': 'Comprimento errado'
			}
		}
	},
	es: {
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Comprueba un IBAN: formato del país según el registro IBAN de SWIFT, longitud y dígitos de control ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'cuenta bancaria', 'número de cuenta', 'dígitos de control', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'El IBAN; se aceptan espacios, guiones, minúsculas y un "IBAN" inicial. Cualquier cadena recibe un 200.',
					help: 'Pégalo tal como aparece impreso: los espacios, guiones y minúsculas no molestan.'
				}
			},
			examples: { 'Valid (German)': 'Válido (alemán)', 'Check digit mismatch': 'Dígitos de control incorrectos', 'Wrong length': 'Longitud incorrecta' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	ibanValidator: {
		en: {
			valid: 'Valid IBAN',
			invalid: 'Invalid IBAN',
			printed: 'Printed form',
			electronic: 'Electronic form',
			country: 'Country',
			bban: 'BBAN (national account number)',
			reasons: [] as Reasons
		},
		'pt-BR': {
			valid: 'IBAN válido',
			invalid: 'IBAN inválido',
			printed: 'Forma impressa',
			electronic: 'Forma eletrônica',
			country: 'País',
			bban: 'BBAN (número da conta nacional)',
			reasons: [
				[/^check digit mismatch: check digits (\d\d)/, (d) => `Dígitos verificadores ${d} não conferem com o resto do IBAN (ISO 7064 mod 97-10).`],
				[/^wrong length for ([A-Z]{2}): expected (\d+) characters, got (\d+)/, (c, e, g) => `Comprimento errado para ${c}: esperados ${e} caracteres, recebidos ${g}.`],
				[/^unknown country code ([A-Z]{2})/, (c) => `Código de país desconhecido: ${c}.`],
				[/^invalid character '(.)' at position (\d+)/, (ch, p) => `Caractere inválido '${ch}' na posição ${p}: só letras A-Z e dígitos 0-9.`],
				[/^national check digits wrong for ([A-Z]{2})/, (c) => `Dígitos verificadores nacionais errados para ${c}.`],
				[/^empty/, () => 'Vazio: nenhum caractere de IBAN.']
			] as Reasons
		},
		es: {
			valid: 'IBAN válido',
			invalid: 'IBAN no válido',
			printed: 'Formato impreso',
			electronic: 'Formato electrónico',
			country: 'País',
			bban: 'BBAN (número de cuenta nacional)',
			reasons: [
				[/^check digit mismatch: check digits (\d\d)/, (d) => `Los dígitos de control ${d} no cuadran con el resto del IBAN (ISO 7064 mod 97-10).`],
				[/^wrong length for ([A-Z]{2}): expected (\d+) characters, got (\d+)/, (c, e, g) => `Longitud incorrecta para ${c}: se esperaban ${e} caracteres, hay ${g}.`],
				[/^unknown country code ([A-Z]{2})/, (c) => `Código de país desconocido: ${c}.`],
				[/^invalid character '(.)' at position (\d+)/, (ch, p) => `Carácter no válido '${ch}' en la posición ${p}: solo letras A-Z y dígitos 0-9.`],
				[/^national check digits wrong for ([A-Z]{2})/, (c) => `Dígitos de control nacionales incorrectos para ${c}.`],
				[/^empty/, () => 'Vacío: no hay caracteres de IBAN.']
			] as Reasons
		}
	}
} satisfies ModuleViewWords;
