import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
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
