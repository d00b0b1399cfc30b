import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const PT_SOURCES = 'Fatores: NIST SP 811 (2008), apêndice B; unidades de dados IEC 80000-13';
const ES_SOURCES = 'Factores: NIST SP 811 (2008), apéndice B; unidades de datos IEC 80000-13';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		units: {
			title: 'Conversor de unidades',
			summary: 'Converte um valor entre unidades de comprimento, massa, temperatura, volume, área, velocidade, tempo, dados, pressão, energia, potência, ângulo e frequência.',
			keywords: ['conversor de unidades', 'unidades', 'converter', 'medidas', 'celsius', 'fahrenheit', 'milhas', 'quilômetros', 'libras', 'quilos'],
			fields: {
				value: { label: 'Valor', description: 'O valor a converter' },
				from: { label: 'De', description: 'Símbolo da unidade (m, km, in, ft, mi, kg, lb, °C ou C, °F ou F, L, gal = galão americano, B, KiB, km/h…)' },
				to: { label: 'Para', description: 'Símbolo de uma unidade da mesma categoria' }
			},
			examples: { 'Kilometres to miles': 'Quilômetros para milhas', 'Celsius to Fahrenheit': 'Celsius para Fahrenheit', 'Gigabytes to gibibytes': 'Gigabytes para gibibytes' },
			attribution: PT_SOURCES
		},
		'units-list': {
			title: 'Lista de unidades',
			summary: 'Todas as unidades que o conversor conhece, por categoria, com o nome e as outras grafias que aceita.',
			keywords: ['unidades', 'lista', 'símbolos', 'medidas'],
			fields: {},
			examples: { 'All units': 'Todas as unidades' },
			attribution: PT_SOURCES
		}
	},
	es: {
		units: {
			title: 'Conversor de unidades',
			summary: 'Convierte un valor entre unidades de longitud, masa, temperatura, volumen, área, velocidad, tiempo, datos, presión, energía, potencia, ángulo y frecuencia.',
			keywords: ['conversor de unidades', 'unidades', 'convertir', 'medidas', 'celsius', 'fahrenheit', 'millas', 'kilómetros', 'libras', 'kilos'],
			fields: {
				value: { label: 'Valor', description: 'El valor a convertir' },
				from: { label: 'De', description: 'Símbolo de la unidad (m, km, in, ft, mi, kg, lb, °C o C, °F o F, L, gal = galón estadounidense, B, KiB, km/h…)' },
				to: { label: 'A', description: 'Símbolo de una unidad de la misma categoría' }
			},
			examples: { 'Kilometres to miles': 'Kilómetros a millas', 'Celsius to Fahrenheit': 'Celsius a Fahrenheit', 'Gigabytes to gibibytes': 'Gigabytes a gibibytes' },
			attribution: ES_SOURCES
		},
		'units-list': {
			title: 'Lista de unidades',
			summary: 'Todas las unidades que conoce el conversor, por categoría, con su nombre y las otras grafías que acepta.',
			keywords: ['unidades', 'lista', 'símbolos', 'medidas'],
			fields: {},
			examples: { 'All units': 'Todas las unidades' },
			attribution: ES_SOURCES
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	units: {
		en: {
			swap: 'Swap units',
			categories: { length: 'Length', mass: 'Mass', temperature: 'Temperature', volume: 'Volume', area: 'Area', speed: 'Speed', time: 'Time', data: 'Data', pressure: 'Pressure', energy: 'Energy', power: 'Power', angle: 'Angle', frequency: 'Frequency' } as Record<string, string>,
			exact: 'Full value'
		},
		'pt-BR': {
			swap: 'Trocar unidades',
			categories: { length: 'Comprimento', mass: 'Massa', temperature: 'Temperatura', volume: 'Volume', area: 'Área', speed: 'Velocidade', time: 'Tempo', data: 'Dados', pressure: 'Pressão', energy: 'Energia', power: 'Potência', angle: 'Ângulo', frequency: 'Frequência' } as Record<string, string>,
			exact: 'Valor completo'
		},
		es: {
			swap: 'Intercambiar unidades',
			categories: { length: 'Longitud', mass: 'Masa', temperature: 'Temperatura', volume: 'Volumen', area: 'Área', speed: 'Velocidad', time: 'Tiempo', data: 'Datos', pressure: 'Presión', energy: 'Energía', power: 'Potencia', angle: 'Ángulo', frequency: 'Frecuencia' } as Record<string, string>,
			exact: 'Valor completo'
		}
	},
	unitsList: {
		en: {
			symbol: 'Symbol',
			name: 'Unit',
			aliases: 'Also accepted',
			categories: { length: 'Length', mass: 'Mass', temperature: 'Temperature', volume: 'Volume', area: 'Area', speed: 'Speed', time: 'Time', data: 'Data', pressure: 'Pressure', energy: 'Energy', power: 'Power', angle: 'Angle', frequency: 'Frequency' } as Record<string, string>
		},
		'pt-BR': {
			symbol: 'Símbolo',
			name: 'Unidade',
			aliases: 'Também aceito',
			categories: { length: 'Comprimento', mass: 'Massa', temperature: 'Temperatura', volume: 'Volume', area: 'Área', speed: 'Velocidade', time: 'Tempo', data: 'Dados', pressure: 'Pressão', energy: 'Energia', power: 'Potência', angle: 'Ângulo', frequency: 'Frequência' } as Record<string, string>
		},
		es: {
			symbol: 'Símbolo',
			name: 'Unidad',
			aliases: 'También se acepta',
			categories: { length: 'Longitud', mass: 'Masa', temperature: 'Temperatura', volume: 'Volumen', area: 'Área', speed: 'Velocidad', time: 'Tiempo', data: 'Datos', pressure: 'Presión', energy: 'Energía', power: 'Potencia', angle: 'Ángulo', frequency: 'Frecuencia' } as Record<string, string>
		}
	}
} satisfies ModuleViewWords;

/** A category's name in a sentence, from the view's words. */
const category = (name: string, locale: 'pt-BR' | 'es') => (viewWords.units[locale].categories[name] ?? name).toLowerCase();

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		unknown_unit: ({ unit }) => `unidade desconhecida "${unit}" (GET /units/list lista as unidades)`,
		other_category: ({ to, toCategory, from, fromCategory }) => `${to} é uma unidade de ${category(toCategory, 'pt-BR')}, ${from} de ${category(fromCategory, 'pt-BR')}`,
		not_finite: 'o resultado não é um número finito'
	},
	es: {
		unknown_unit: ({ unit }) => `unidad desconocida "${unit}" (GET /units/list las enumera)`,
		other_category: ({ to, toCategory, from, fromCategory }) => `${to} es una unidad de ${category(toCategory, 'es')}, ${from} de ${category(fromCategory, 'es')}`,
		not_finite: 'el resultado no es un número finito'
	}
} satisfies ErrorWords<typeof errors>;
