import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Translations". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'color-converter': {
			title: 'Conversor de cores',
			summary: 'Converte uma cor entre HEX, RGB, HSL e CMYK, com CSS pronto para colar.',
			keywords: ['cor', 'cores', 'conversor', 'converter cor', 'hexadecimal', 'seletor de cores', 'paleta', 'código de cor'],
			fields: {
				hex: { label: 'HEX', description: '#RGB ou #RRGGBB' },
				rgb: { label: 'RGB', description: 'Inteiros de 0 a 255' },
				'rgb.r': { label: 'R (vermelho)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s e l de 0 a 100' },
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
				hex: { label: 'HEX', description: '#RGB o #RRGGBB' },
				rgb: { label: 'RGB', description: 'Enteros de 0 a 255' },
				'rgb.r': { label: 'R (rojo)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s y l de 0 a 100' },
				'hsl.h': { label: 'H (tono)' },
				'hsl.s': { label: 'S (saturación)' },
				'hsl.l': { label: 'L (luminosidad)' }
			},
			examples: { 'From HEX': 'Desde HEX', 'From RGB': 'Desde RGB', 'From HSL': 'Desde HSL' }
		}
	}
};
