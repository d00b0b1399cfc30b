import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'identifier-validate': {
			title: 'Validador de identificadores',
			summary: 'Confere o dígito verificador e a forma de um ISBN, ISSN, EAN/UPC/GTIN, IMEI, ISIN ou BIC, ou de um número Luhn; dá as formas compacta e padrão, e as duas formas de um ISBN.',
			keywords: ['isbn', 'issn', 'ean', 'gtin', 'imei', 'isin', 'bic', 'luhn', 'dígito verificador'],
			fields: {
				type: { label: 'Tipo', description: 'isbn (ISBN-10 ou ISBN-13), issn, ean (EAN-8, UPC-A, EAN-13, GTIN-14), imei (14, 15 ou 16 dígitos), isin, bic (ISO 9362, 8 ou 11 caracteres), luhn (dígitos com dígito verificador Luhn)' },
				value: { label: 'Valor', description: 'O identificador; espaços e hifens são ignorados (ISIN e luhn: só espaços); no máximo 64 caracteres' }
			},
			examples: { 'ISBN-13': 'ISBN-13', ISSN: 'ISSN', IMEI: 'IMEI', ISIN: 'ISIN' },
			attribution: 'Dígitos verificadores: ISO 2108 (ISBN), ISO 3297 (ISSN), GS1 General Specifications §7.9 (EAN), 3GPP TS 23.003 (IMEI), ISO 6166 (ISIN), ISO 9362 (BIC), ISO/IEC 7812-1 (Luhn)'
		}
	},
	es: {
		'identifier-validate': {
			title: 'Validador de identificadores',
			summary: 'Comprueba el dígito de control y la forma de un ISBN, ISSN, EAN/UPC/GTIN, IMEI, ISIN o BIC, o de un número Luhn; da las formas compacta y estándar, y las dos formas de un ISBN.',
			keywords: ['isbn', 'issn', 'ean', 'gtin', 'imei', 'isin', 'bic', 'luhn', 'dígito de control'],
			fields: {
				type: { label: 'Tipo', description: 'isbn (ISBN-10 o ISBN-13), issn, ean (EAN-8, UPC-A, EAN-13, GTIN-14), imei (14, 15 o 16 dígitos), isin, bic (ISO 9362, 8 u 11 caracteres), luhn (dígitos con dígito de control Luhn)' },
				value: { label: 'Valor', description: 'El identificador; se ignoran los espacios y guiones (ISIN y luhn: solo espacios); como máximo 64 caracteres' }
			},
			examples: { 'ISBN-13': 'ISBN-13', ISSN: 'ISSN', IMEI: 'IMEI', ISIN: 'ISIN' },
			attribution: 'Dígitos de control: ISO 2108 (ISBN), ISO 3297 (ISSN), GS1 General Specifications §7.9 (EAN), 3GPP TS 23.003 (IMEI), ISO 6166 (ISIN), ISO 9362 (BIC), ISO/IEC 7812-1 (Luhn)'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	identifierValidate: {
		en: {
			valid: 'Valid',
			invalid: 'Not valid',
			reasons: { format: 'It has characters the standard does not allow.', length: 'It has the wrong number of characters.', checksum: 'The check digit does not match.', component: 'A part of it is out of range (an ISBN-13 must start with 978 or 979; an ISIN with two letters).' } as Record<string, string>,
			compact: 'Compact',
			formatted: 'Formatted',
			none: 'No ISBN-10 (979 prefix)',
			note: 'Checks the shape and the check digit only: it does not say the number was ever issued.'
		},
		'pt-BR': {
			valid: 'Válido',
			invalid: 'Inválido',
			reasons: { format: 'Tem caracteres que o padrão não permite.', length: 'Tem o número errado de caracteres.', checksum: 'O dígito verificador não confere.', component: 'Uma parte está fora da faixa (um ISBN-13 começa com 978 ou 979; um ISIN com duas letras).' } as Record<string, string>,
			compact: 'Compacto',
			formatted: 'Formatado',
			none: 'Sem ISBN-10 (prefixo 979)',
			note: 'Confere só a forma e o dígito verificador: não diz se o número foi de fato emitido.'
		},
		es: {
			valid: 'Válido',
			invalid: 'No válido',
			reasons: { format: 'Tiene caracteres que el estándar no permite.', length: 'Tiene un número de caracteres incorrecto.', checksum: 'El dígito de control no coincide.', component: 'Una parte está fuera de rango (un ISBN-13 empieza por 978 o 979; un ISIN por dos letras).' } as Record<string, string>,
			compact: 'Compacto',
			formatted: 'Formateado',
			none: 'Sin ISBN-10 (prefijo 979)',
			note: 'Comprueba solo la forma y el dígito de control: no dice si el número se emitió de verdad.'
		}
	}
} satisfies ModuleViewWords;
