import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'color-contrast': {
			title: 'Verificador de contraste de cores',
			summary: 'A razão de contraste WCAG 2.x de um texto sobre um fundo e se passa nos níveis AA e AAA para texto normal e grande.',
			keywords: ['contraste', 'wcag', 'acessibilidade', 'a11y', 'cor', 'cores', 'aa', 'aaa', 'legibilidade'],
			fields: {
				foreground: { label: 'Cor do texto', description: 'Hex (#RGB, #RRGGBB), rgb(), hsl() ou nome de cor CSS' },
				background: { label: 'Cor de fundo', description: 'Hex (#RGB, #RRGGBB), rgb(), hsl() ou nome de cor CSS' }
			},
			examples: { 'Grey on white': 'Cinza sobre branco', 'Named colours': 'Cores por nome' }
		}
	},
	es: {
		'color-contrast': {
			title: 'Comprobador de contraste de colores',
			summary: 'La relación de contraste WCAG 2.x de un texto sobre un fondo y si cumple los niveles AA y AAA para texto normal y grande.',
			keywords: ['contraste', 'wcag', 'accesibilidad', 'a11y', 'color', 'colores', 'aa', 'aaa', 'legibilidad'],
			fields: {
				foreground: { label: 'Color del texto', description: 'Hex (#RGB, #RRGGBB), rgb(), hsl() o nombre de color CSS' },
				background: { label: 'Color de fondo', description: 'Hex (#RGB, #RRGGBB), rgb(), hsl() o nombre de color CSS' }
			},
			examples: { 'Grey on white': 'Gris sobre blanco', 'Named colours': 'Colores por nombre' }
		}
	}
};
