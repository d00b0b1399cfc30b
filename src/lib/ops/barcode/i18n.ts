import type { ModuleTexts, ModuleViewWords } from '../texts.js';

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
