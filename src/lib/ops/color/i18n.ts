import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'color-converter': {
			hex: 'A HEX code such as #663399, a CSS colour name (rebeccapurple) or rgb()/hsl(); RGB and HSL follow as you type.',
			rgb: 'Red, green and blue, each 0 to 255; HEX and HSL follow.',
			hsl: 'Hue 0 to 360°, saturation and lightness 0 to 100 %; HEX and RGB follow.',
			'rgb.r': { label: 'R (red)' },
			'rgb.g': { label: 'G (green)' },
			'rgb.b': { label: 'B (blue)' },
			'hsl.h': { label: 'H (hue)' },
			'hsl.s': { label: 'S (saturation)' },
			'hsl.l': { label: 'L (lightness)' }
		}
	},
	'pt-BR': {
		'color-converter': {
			title: 'Conversor de cores',
			summary: 'Converte uma cor entre HEX, RGB, HSL e CMYK, com CSS pronto para colar.',
			keywords: ['cor', 'cores', 'conversor', 'converter cor', 'hexadecimal', 'seletor de cores', 'paleta', 'código de cor'],
			fields: {
				hex: { label: 'HEX', description: '#RGB ou #RRGGBB', help: 'Um código HEX como #663399, um nome de cor CSS (rebeccapurple) ou rgb()/hsl(); RGB e HSL acompanham enquanto você digita.' },
				rgb: { label: 'RGB', description: 'Inteiros de 0 a 255', help: 'Vermelho, verde e azul, cada um de 0 a 255; HEX e HSL acompanham.' },
				'rgb.r': { label: 'R (vermelho)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s e l de 0 a 100', help: 'Matiz de 0 a 360°, saturação e luminosidade de 0 a 100 %; HEX e RGB acompanham.' },
				'hsl.h': { label: 'H (matiz)' },
				'hsl.s': { label: 'S (saturação)' },
				'hsl.l': { label: 'L (luminosidade)' }
			},
			examples: { 'From HEX': 'A partir de HEX', 'From RGB': 'A partir de RGB', 'From HSL': 'A partir de HSL' }
		}
	},
	es: {
		'color-converter': {
			title: 'Conversor de colores',
			summary: 'Convierte un color entre HEX, RGB, HSL y CMYK, con CSS listo para pegar.',
			keywords: ['color', 'colores', 'conversor', 'convertir color', 'hexadecimal', 'selector de color', 'paleta', 'código de color'],
			fields: {
				hex: { label: 'HEX', description: '#RGB o #RRGGBB', help: 'Un código HEX como #663399, un nombre de color CSS (rebeccapurple) o rgb()/hsl(); RGB y HSL se actualizan mientras escribes.' },
				rgb: { label: 'RGB', description: 'Enteros de 0 a 255', help: 'Rojo, verde y azul, cada uno de 0 a 255; HEX y HSL se actualizan.' },
				'rgb.r': { label: 'R (rojo)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s y l de 0 a 100', help: 'Tono de 0 a 360°, saturación y luminosidad de 0 a 100 %; HEX y RGB se actualizan.' },
				'hsl.h': { label: 'H (tono)' },
				'hsl.s': { label: 'S (saturación)' },
				'hsl.l': { label: 'L (luminosidad)' }
			},
			examples: { 'From HEX': 'Desde HEX', 'From RGB': 'Desde RGB', 'From HSL': 'Desde HSL' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	colorConverter: {
		en: {
			pickAnother: 'Pick another'
		},
		'pt-BR': {
			pickAnother: 'Escolher outra'
		},
		es: {
			pickAnother: 'Elegir otro'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		exactly_one: ({ given }) => `Informe exatamente um de hex, rgb ou hsl (vieram ${given})`,
		exactly_one_none: 'Informe exatamente um de hex, rgb ou hsl (nenhum veio)',
		not_hex: 'deve ser #RGB ou #RRGGBB'
	},
	es: {
		exactly_one: ({ given }) => `Indica exactamente uno de hex, rgb o hsl (llegaron ${given})`,
		exactly_one_none: 'Indica exactamente uno de hex, rgb o hsl (no llegó ninguno)',
		not_hex: 'debe ser #RGB o #RRGGBB'
	}
} satisfies ErrorWords<typeof errors>;
