import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'color-contrast': {
			title: 'Verificador de contraste de cores',
			summary: 'A razão de contraste WCAG 2.x de um texto sobre um fundo e se passa nos níveis AA e AAA para texto normal e grande.',
			keywords: ['contraste', 'wcag', 'acessibilidade', 'a11y', 'cor', 'cores', 'aa', 'aaa', 'legibilidade'],
			fields: {
				foreground: {
					label: 'Cor do texto',
					description: 'Cor do texto: qualquer cor CSS (um nome, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color()); uma translúcida fica sobre o fundo (o fundo sobre branco)'
				},
				background: {
					label: 'Cor de fundo',
					description: 'Cor de fundo: qualquer cor CSS (um nome, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color()); uma translúcida fica sobre o fundo (o fundo sobre branco)'
				}
			},
			examples: { 'Grey on white': 'Cinza sobre branco', 'Named colours': 'Cores por nome', 'Translucent text': 'Texto translúcido' }
		}
	},
	es: {
		'color-contrast': {
			title: 'Comprobador de contraste de colores',
			summary: 'La relación de contraste WCAG 2.x de un texto sobre un fondo y si cumple los niveles AA y AAA para texto normal y grande.',
			keywords: ['contraste', 'wcag', 'accesibilidad', 'a11y', 'color', 'colores', 'aa', 'aaa', 'legibilidad'],
			fields: {
				foreground: {
					label: 'Color del texto',
					description: 'Color del texto: cualquier color CSS (un nombre, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color()); uno translúcido se pone sobre el fondo (el fondo sobre blanco)'
				},
				background: {
					label: 'Color de fondo',
					description: 'Color de fondo: cualquier color CSS (un nombre, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color()); uno translúcido se pone sobre el fondo (el fondo sobre blanco)'
				}
			},
			examples: { 'Grey on white': 'Gris sobre blanco', 'Named colours': 'Colores por nombre', 'Translucent text': 'Texto translúcido' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	colorContrast: {
		en: {
			big: 'Aa Large text, bold',
			sample: ['The quick brown fox jumps', 'over the lazy dog.'],
			preview: (fg: string, bg: string) => `Sample text in ${fg} on ${bg}`,
			large: 'Large text (18 pt, or 14 pt bold)',
			normal: 'Normal text',
			pass: 'Pass',
			fail: 'Fail',
			swap: 'Swap colours',
			ratio: 'Contrast ratio'
		},
		'pt-BR': {
			big: 'Aa Texto grande',
			sample: ['À noite, vovô Kowalsky vê o', 'ímã cair no pé do pinguim.'],
			preview: (fg: string, bg: string) => `Texto de exemplo em ${fg} sobre ${bg}`,
			large: 'Texto grande (18 pt, ou 14 pt em negrito)',
			normal: 'Texto normal',
			pass: 'Passa',
			fail: 'Falha',
			swap: 'Trocar cores',
			ratio: 'Razão de contraste'
		},
		es: {
			big: 'Aa Texto grande',
			sample: ['El veloz murciélago hindú', 'comía feliz cardillo y kiwi.'],
			preview: (fg: string, bg: string) => `Texto de ejemplo en ${fg} sobre ${bg}`,
			large: 'Texto grande (18 pt, o 14 pt en negrita)',
			normal: 'Texto normal',
			pass: 'Cumple',
			fail: 'No cumple',
			swap: 'Intercambiar colores',
			ratio: 'Relación de contraste'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_a_colour: 'não é uma cor (um nome, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color())'
	},
	es: {
		not_a_colour: 'no es un color (un nombre, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color())'
	}
} satisfies ErrorWords<typeof errors>;
