import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		barcode: {
			text: 'Digits for EAN-13 (12, or 13 with the check digit), UPC-A (11 or 12) and ITF; capital letters, digits and - . $ / + % space for Code 39; any text for the others'
		}
	},
	'pt-BR': {
		barcode: {
			title: 'Gerador de código de barras',
			summary: 'Desenha códigos Code 128, EAN-13, UPC-A, Code 39, ITF, Data Matrix, PDF417 ou Aztec em PNG ou SVG.',
			keywords: ['código de barras', 'ean-13', 'upc', 'code 128', 'code 39', 'itf', 'data matrix', 'pdf417', 'aztec', 'gtin'],
			fields: {
				text: {
					label: 'Texto',
					description: 'O que codificar: dígitos no EAN-13 (12, ou 13 com o dígito verificador), no UPC-A (11 ou 12) e no ITF; texto nos demais',
					help: 'Dígitos no EAN-13 (12, ou 13 com o dígito verificador), no UPC-A (11 ou 12) e no ITF; letras maiúsculas, dígitos e - . $ / + % espaço no Code 39; qualquer texto nos demais'
				},
				format: { label: 'Formato', description: 'A simbologia: code128, ean13, upca, code39, itf, datamatrix, pdf417, aztec' },
				output: { label: 'Saída', description: 'png ou svg' },
				scale: { label: 'Escala', description: 'Pixels por módulo (códigos 2-D: o dobro), de 1 a 10' }
			},
			examples: {
				'EAN-13 product code': 'Código de produto EAN-13',
				'Code 128 as SVG': 'Code 128 em SVG',
				'Data Matrix with a URL': 'Data Matrix com uma URL'
			}
		}
	},
	es: {
		barcode: {
			title: 'Generador de códigos de barras',
			summary: 'Dibuja códigos Code 128, EAN-13, UPC-A, Code 39, ITF, Data Matrix, PDF417 o Aztec en PNG o SVG.',
			keywords: ['código de barras', 'ean-13', 'upc', 'code 128', 'code 39', 'itf', 'data matrix', 'pdf417', 'aztec', 'gtin'],
			fields: {
				text: {
					label: 'Texto',
					description: 'Qué codificar: dígitos en EAN-13 (12, o 13 con el dígito de control), UPC-A (11 o 12) e ITF; texto en los demás',
					help: 'Dígitos en EAN-13 (12, o 13 con el dígito de control), UPC-A (11 o 12) e ITF; mayúsculas, dígitos y - . $ / + % espacio en Code 39; cualquier texto en los demás'
				},
				format: { label: 'Formato', description: 'La simbología: code128, ean13, upca, code39, itf, datamatrix, pdf417, aztec' },
				output: { label: 'Salida', description: 'png o svg' },
				scale: { label: 'Escala', description: 'Píxeles por módulo (códigos 2-D: el doble), de 1 a 10' }
			},
			examples: {
				'EAN-13 product code': 'Código de producto EAN-13',
				'Code 128 as SVG': 'Code 128 en SVG',
				'Data Matrix with a URL': 'Data Matrix con una URL'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	barcode: {
		en: {
			alt: (name: string, text: string) => `${name} bar code of “${text}”`,
			download: (kind: string) => `Download ${kind}`,
			copySvg: 'Copy SVG',
			encoded: 'Encoded text',
			note: 'Black on white with the quiet zone the standard asks for. Print it at 100 % or larger: a scanner needs every bar.'
		},
		'pt-BR': {
			alt: (name: string, text: string) => `Código de barras ${name} de “${text}”`,
			download: (kind: string) => `Baixar ${kind}`,
			copySvg: 'Copiar SVG',
			encoded: 'Texto codificado',
			note: 'Preto sobre branco, com a zona de silêncio que a norma pede. Imprima em 100 % ou maior: o leitor precisa de todas as barras.'
		},
		es: {
			alt: (name: string, text: string) => `Código de barras ${name} de «${text}»`,
			download: (kind: string) => `Descargar ${kind}`,
			copySvg: 'Copiar SVG',
			encoded: 'Texto codificado',
			note: 'Negro sobre blanco, con la zona de silencio que pide la norma. Imprímelo al 100 % o más grande: el lector necesita todas las barras.'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		lone_surrogate: 'deve ser um texto Unicode válido (tem um surrogate sem par)',
		too_many_characters: ({ max, name, got }) => `no máximo ${max} caracteres para ${name}; tem ${got}`,
		ascii_only: 'Code 128 só aceita caracteres ASCII',
		bwipp: ({ code, reason }) => (/badCheckDigit$/.test(code) ? 'dígito verificador incorreto' : `não pode ser codificado (${reason})`),
		bwipp_check_digit: ({ body, digit }) => `dígito verificador incorreto (o dígito verificador de ${body} é ${digit}; ou deixe-o de fora e ele é acrescentado)`,
		bwipp_too_long: ({ name }) => `longo demais para ${name}`
	},
	es: {
		lone_surrogate: 'debe ser un texto Unicode válido (tiene un surrogate sin pareja)',
		too_many_characters: ({ max, name, got }) => `como máximo ${max} caracteres para ${name}; tiene ${got}`,
		ascii_only: 'Code 128 solo admite caracteres ASCII',
		bwipp: ({ code, reason }) => (/badCheckDigit$/.test(code) ? 'dígito de control incorrecto' : `no se puede codificar (${reason})`),
		bwipp_check_digit: ({ body, digit }) => `dígito de control incorrecto (el dígito de control de ${body} es ${digit}; o déjalo fuera y se añade)`,
		bwipp_too_long: ({ name }) => `demasiado largo para ${name}`
	}
} satisfies ErrorWords<typeof errors>;
