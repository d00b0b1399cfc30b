import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'qr-code': { error_correction: { options: { L: 'Low (L, 7%)', M: 'Medium (M, 15%)', Q: 'Quartile (Q, 25%)', H: 'High (H, 30%)' } } }
	},
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
				error_correction: { label: 'Correção de erros', description: 'Parte do código que pode ser danificada: L (7 %), M (15 %), Q (25 %) ou H (30 %)', options: { L: 'Baixa (L, 7%)', M: 'Média (M, 15%)', Q: 'Quartil (Q, 25%)', H: 'Alta (H, 30%)' } },
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
				error_correction: { label: 'Corrección de errores', description: 'Parte del código que puede dañarse: L (7 %), M (15 %), Q (25 %) o H (30 %)', options: { L: 'Baja (L, 7 %)', M: 'Media (M, 15 %)', Q: 'Cuartil (Q, 25 %)', H: 'Alta (H, 30 %)' } },
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

/** The capacity at a level, as the "too long" messages begin. */
function tooLong({ level, numeric, alphanumeric, bytes }: { level: string; numeric: number; alphanumeric: number; bytes: number }, locale: 'pt-BR' | 'es'): string {
	return locale === 'es'
		? `demasiado largo para un código QR con el nivel de corrección de errores ${level}: el código más grande (versión 40-${level}) admite como máximo ${numeric} dígitos, ${alphanumeric} caracteres de 0-9 A-Z espacio $%*+-./: o ${bytes} bytes de otro texto (UTF-8); `
		: `longo demais para um código QR com o nível de correção de erros ${level}: o maior código (versão 40-${level}) comporta no máximo ${numeric} dígitos, ${alphanumeric} caracteres de 0-9 A-Z espaço $%*+-./: ou ${bytes} bytes de outro texto (UTF-8); `;
}

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		hex_colour: 'deve ser uma cor hexadecimal: #RGB, #RRGGBB, #RGBA ou #RRGGBBAA',
		too_many_characters: ({ max }) => `deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres`,
		lone_surrogate: 'deve ser um texto Unicode válido (tem um surrogate sem par)',
		same_colours: 'deve ser diferente de dark, ou o código não pode ser visto',
		too_long: (v) => `${tooLong(v, 'pt-BR')}encurte os dados: nenhum nível de correção de erros os comporta`,
		too_long_fits: (v) => `${tooLong(v, 'pt-BR')}encurte os dados ou escolha error_correction ${v.fits}, que os comporta`,
		too_small: ({ pixels, version, total }) =>
			`${pixels} pixels é pouco para este código QR (versão ${version}: ${total} módulos de lado com a zona de silêncio, pelo menos 1 pixel cada); use size ${total} ou mais, ou dados mais curtos`
	},
	es: {
		hex_colour: 'debe ser un color hexadecimal: #RGB, #RRGGBB, #RGBA o #RRGGBBAA',
		too_many_characters: ({ max }) => `debe tener como máximo ${max.toLocaleString('es')} caracteres`,
		lone_surrogate: 'debe ser un texto Unicode válido (tiene un surrogate sin pareja)',
		same_colours: 'debe ser distinto de dark, o el código no se puede ver',
		too_long: (v) => `${tooLong(v, 'es')}acorta los datos: ningún nivel de corrección de errores los admite`,
		too_long_fits: (v) => `${tooLong(v, 'es')}acorta los datos o elige error_correction ${v.fits}, que los admite`,
		too_small: ({ pixels, version, total }) =>
			`${pixels} píxeles es poco para este código QR (versión ${version}: ${total} módulos de lado con la zona de silencio, al menos 1 píxel cada uno); usa size ${total} o más, o datos más cortos`
	}
} satisfies ErrorWords<typeof errors>;
