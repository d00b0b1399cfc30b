import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'color-converter': {
			hex: 'A HEX code such as #663399, or #66339980 with alpha, a CSS colour name (rebeccapurple) or rgb()/hsl(); RGB and HSL follow as you type.',
			rgb: 'Red, green and blue, each 0 to 255, and alpha from 0 (transparent) to 1; HEX and HSL follow.',
			hsl: 'Hue 0 to 360°, saturation and lightness 0 to 100 %, and alpha from 0 to 1; HEX and RGB follow.',
			css: { label: 'CSS colour', help: 'Any CSS colour: oklch(), oklab(), lab(), lch(), hwb(), color(display-p3 …), a name, hex, rgb() or hsl(), with / alpha.' },
			'rgb.r': { label: 'R (red)' },
			'rgb.g': { label: 'G (green)' },
			'rgb.b': { label: 'B (blue)' },
			'rgb.a': { label: 'A (alpha)' },
			'hsl.h': { label: 'H (hue)' },
			'hsl.s': { label: 'S (saturation)' },
			'hsl.l': { label: 'L (lightness)' },
			'hsl.a': { label: 'A (alpha)' }
		}
	},
	'pt-BR': {
		'color-converter': {
			title: 'Conversor de cores',
			summary: 'Converte uma cor entre HEX, RGB, HSL e CMYK, com CSS pronto para colar; lê qualquer cor CSS (oklch(), lab(), nomes) e mantém a transparência (alfa).',
			keywords: ['cor', 'cores', 'conversor', 'converter cor', 'hexadecimal', 'seletor de cores', 'paleta', 'código de cor'],
			fields: {
				hex: {
					label: 'HEX',
					description: '#RGB, #RGBA, #RRGGBB ou #RRGGBBAA',
					help: 'Um código HEX como #663399, ou #66339980 com alfa, um nome de cor CSS (rebeccapurple) ou rgb()/hsl(); RGB e HSL acompanham enquanto você digita.'
				},
				rgb: { label: 'RGB', description: 'r, g, b inteiros de 0 a 255; a (alfa) de 0 a 1, 1 quando ausente', help: 'Vermelho, verde e azul, cada um de 0 a 255, e alfa de 0 (transparente) a 1; HEX e HSL acompanham.' },
				'rgb.r': { label: 'R (vermelho)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				'rgb.a': { label: 'A (alfa)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s e l de 0 a 100; a (alfa) de 0 a 1, 1 quando ausente', help: 'Matiz de 0 a 360°, saturação e luminosidade de 0 a 100 %, e alfa de 0 a 1; HEX e RGB acompanham.' },
				'hsl.h': { label: 'H (matiz)' },
				'hsl.s': { label: 'S (saturação)' },
				'hsl.l': { label: 'L (luminosidade)' },
				'hsl.a': { label: 'A (alfa)' },
				css: {
					label: 'Cor CSS',
					description: 'Qualquer cor do CSS Color 4: um nome, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color()',
					help: 'Qualquer cor CSS: oklch(), oklab(), lab(), lch(), hwb(), color(display-p3 …), um nome, hex, rgb() ou hsl(), com / alfa.'
				}
			},
			examples: {
				'From HEX': 'A partir de HEX',
				'From RGB': 'A partir de RGB',
				'From HSL': 'A partir de HSL',
				'From HEX with alpha': 'A partir de HEX com alfa',
				'From OKLCH': 'A partir de OKLCH'
			}
		}
	},
	es: {
		'color-converter': {
			title: 'Conversor de colores',
			summary: 'Convierte un color entre HEX, RGB, HSL y CMYK, con CSS listo para pegar; lee cualquier color CSS (oklch(), lab(), nombres) y conserva su transparencia (alfa).',
			keywords: ['color', 'colores', 'conversor', 'convertir color', 'hexadecimal', 'selector de color', 'paleta', 'código de color'],
			fields: {
				hex: {
					label: 'HEX',
					description: '#RGB, #RGBA, #RRGGBB o #RRGGBBAA',
					help: 'Un código HEX como #663399, o #66339980 con alfa, un nombre de color CSS (rebeccapurple) o rgb()/hsl(); RGB y HSL se actualizan mientras escribes.'
				},
				rgb: { label: 'RGB', description: 'r, g, b enteros de 0 a 255; a (alfa) de 0 a 1, 1 si falta', help: 'Rojo, verde y azul, cada uno de 0 a 255, y alfa de 0 (transparente) a 1; HEX y HSL se actualizan.' },
				'rgb.r': { label: 'R (rojo)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				'rgb.a': { label: 'A (alfa)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s y l de 0 a 100; a (alfa) de 0 a 1, 1 si falta', help: 'Tono de 0 a 360°, saturación y luminosidad de 0 a 100 %, y alfa de 0 a 1; HEX y RGB se actualizan.' },
				'hsl.h': { label: 'H (tono)' },
				'hsl.s': { label: 'S (saturación)' },
				'hsl.l': { label: 'L (luminosidad)' },
				'hsl.a': { label: 'A (alfa)' },
				css: {
					label: 'Color CSS',
					description: 'Cualquier color de CSS Color 4: un nombre, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color()',
					help: 'Cualquier color CSS: oklch(), oklab(), lab(), lch(), hwb(), color(display-p3 …), un nombre, hex, rgb() o hsl(), con / alfa.'
				}
			},
			examples: {
				'From HEX': 'Desde HEX',
				'From RGB': 'Desde RGB',
				'From HSL': 'Desde HSL',
				'From HEX with alpha': 'Desde HEX con alfa',
				'From OKLCH': 'Desde OKLCH'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	colorConverter: {
		en: {
			pickAnother: 'Pick another',
			alpha: 'Alpha',
			gamutMapped: 'This colour lies outside sRGB: the values are the nearest sRGB colour, as CSS Color 4 maps it (same lightness and hue, less chroma).'
		},
		'pt-BR': {
			pickAnother: 'Escolher outra',
			alpha: 'Alfa',
			gamutMapped: 'Esta cor fica fora do sRGB: os valores são a cor sRGB mais próxima, como o CSS Color 4 a mapeia (mesma luminosidade e matiz, menos croma).'
		},
		es: {
			pickAnother: 'Elegir otro',
			alpha: 'Alfa',
			gamutMapped: 'Este color queda fuera de sRGB: los valores son el color sRGB más cercano, como lo mapea CSS Color 4 (misma luminosidad y tono, menos croma).'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		exactly_one: ({ given }) => `Informe exatamente um de hex, rgb, hsl ou css (vieram ${given})`,
		exactly_one_none: 'Informe exatamente um de hex, rgb, hsl ou css (nenhum veio)',
		not_hex: 'deve ser #RGB, #RGBA, #RRGGBB ou #RRGGBBAA',
		not_a_colour: 'não é uma cor (um nome, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color())'
	},
	es: {
		exactly_one: ({ given }) => `Indica exactamente uno de hex, rgb, hsl o css (llegaron ${given})`,
		exactly_one_none: 'Indica exactamente uno de hex, rgb, hsl o css (no llegó ninguno)',
		not_hex: 'debe ser #RGB, #RGBA, #RRGGBB o #RRGGBBAA',
		not_a_colour: 'no es un color (un nombre, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color())'
	}
} satisfies ErrorWords<typeof errors>;
