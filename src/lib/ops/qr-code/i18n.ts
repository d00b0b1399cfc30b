import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'qr-code': {
			title: 'Gerador de QR code',
			summary: 'Codifica um texto ou URL como QR code, em PNG com tamanho exato em pixels ou em SVG, nas suas cores.',
			keywords: ['qr code', 'qr', 'código qr', 'gerador', 'gerar qr code', 'código de barras', 'link', 'wi-fi', 'png', 'svg'],
			fields: {
				data: { label: 'Dados', description: 'Texto ou URL a codificar (UTF-8); quanto cabe depende de error_correction' },
				format: { label: 'Formato', description: 'png ou svg' },
				size: {
					label: 'Tamanho',
					description: 'Largura e altura em pixels, de 100 a 1000 (o PNG tem exatamente esse tamanho; no SVG, são a largura e a altura)'
				},
				error_correction: { label: 'Correção de erros', description: 'Parte do código que pode ser danificada: L (7 %), M (15 %), Q (25 %) ou H (30 %)' },
				dark: { label: 'Cor escura', description: 'Cor dos módulos escuros: #RGB, #RRGGBB ou, com alfa, #RGBA, #RRGGBBAA' },
				light: { label: 'Cor clara', description: 'Cor dos módulos claros e da zona de silêncio; alfa 00 a deixa transparente' }
			},
			examples: {
				'URL as PNG': 'URL em PNG',
				'SVG in brand colours': 'SVG com as cores da marca',
				'High error correction, transparent background': 'Correção de erros alta, fundo transparente'
			}
		}
	},
	es: {
		'qr-code': {
			title: 'Generador de códigos QR',
			summary: 'Codifica un texto o una URL como código QR, en PNG de un tamaño exacto en píxeles o en SVG, con tus colores.',
			keywords: ['código qr', 'qr', 'generador', 'generar qr', 'código de barras', 'enlace', 'wifi', 'png', 'svg'],
			fields: {
				data: { label: 'Datos', description: 'Texto o URL que codificar (UTF-8); cuánto cabe depende de error_correction' },
				format: { label: 'Formato', description: 'png o svg' },
				size: {
					label: 'Tamaño',
					description: 'Ancho y alto en píxeles, de 100 a 1000 (el PNG tiene exactamente este tamaño; en el SVG, son su ancho y alto)'
				},
				error_correction: { label: 'Corrección de errores', description: 'Parte del código que puede dañarse: L (7 %), M (15 %), Q (25 %) o H (30 %)' },
				dark: { label: 'Color oscuro', description: 'Color de los módulos oscuros: #RGB, #RRGGBB o, con alfa, #RGBA, #RRGGBBAA' },
				light: { label: 'Color claro', description: 'Color de los módulos claros y de la zona de silencio; alfa 00 lo hace transparente' }
			},
			examples: {
				'URL as PNG': 'URL en PNG',
				'SVG in brand colours': 'SVG con los colores de la marca',
				'High error correction, transparent background': 'Corrección de errores alta, fondo transparente'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	qrCode: {
		en: {
			/** `data`: what the code holds, already shortened. */
			alt: (data: string) => `QR code for “${data}”`,
			level: (level: string) => `Level ${level}`,
			download: (format: string) => `Download ${format}`,
			copyImage: 'Copy image',
			copySvg: 'Copy SVG',
			pngNote: 'Modules are whole pixels, centred, with at least 4 modules of quiet zone.',
			svgNote: 'Vector: scales to any size without blurring.'
		},
		'pt-BR': {
			alt: (data: string) => `Código QR de “${data}”`,
			level: (level: string) => `Nível ${level}`,
			download: (format: string) => `Baixar ${format}`,
			copyImage: 'Copiar imagem',
			copySvg: 'Copiar SVG',
			pngNote: 'Os módulos ocupam pixels inteiros, centralizados, com uma zona de silêncio de pelo menos 4 módulos.',
			svgNote: 'Vetorial: muda para qualquer tamanho sem perder a nitidez.'
		},
		es: {
			alt: (data: string) => `Código QR de «${data}»`,
			level: (level: string) => `Nivel ${level}`,
			download: (format: string) => `Descargar ${format}`,
			copyImage: 'Copiar imagen',
			copySvg: 'Copiar SVG',
			pngNote: 'Los módulos ocupan píxeles enteros, centrados, con una zona de silencio de al menos 4 módulos.',
			svgNote: 'Vectorial: se adapta a cualquier tamaño sin perder nitidez.'
		}
	}
} satisfies ModuleViewWords;
