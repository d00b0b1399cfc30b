import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The kinds of holiday the view filters by (date-holidays' types). */
export type HolidayType = 'Public' | 'Bank' | 'School' | 'Authorities' | 'Optional' | 'Observance';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'public-holidays': {
			country: 'Type the country’s name or its two-letter code and pick it from the list.',
			year: 'Any year from 1900 to 2100; leave it empty for this year.'
		}
	},
	'pt-BR': {
		'public-holidays': {
			title: 'Feriados',
			summary: 'Feriados nacionais e regionais de um país em um ano (206 países, 1900–2100), no formato do Nager.Date.',
			keywords: ['feriados', 'feriado nacional', 'feriados do ano', 'calendário', 'país', 'ano', 'páscoa', 'carnaval', 'folga'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, em maiúsculas ou minúsculas: DE, br', help: 'Digite o nome do país ou o código de duas letras e escolha na lista.' },
				year: { label: 'Ano', description: 'Inteiro, 1900–2100; padrão: o ano atual (UTC)', help: 'Qualquer ano de 1900 a 2100; deixe vazio para o ano atual.' }
			},
			examples: { 'Germany, with the states': 'Alemanha, com os estados', 'Brazil, this year': 'Brasil, este ano', 'Japan 2026': 'Japão 2026' },
			attribution: 'date-holidays, de commenthol e colaboradores (CC BY 3.0, github.com/commenthol/date-holidays).'
		}
	},
	es: {
		'public-holidays': {
			title: 'Días festivos',
			summary: 'Festivos nacionales y regionales de un país en un año (206 países, 1900–2100), con el formato de Nager.Date.',
			keywords: ['festivos', 'días festivos', 'feriados', 'calendario', 'calendario laboral', 'país', 'año', 'semana santa', 'vacaciones'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, en mayúsculas o minúsculas: DE, br', help: 'Escribe el nombre del país o su código de dos letras y elígelo de la lista.' },
				year: { label: 'Año', description: 'Entero, 1900–2100; por defecto, el año actual (UTC)', help: 'Cualquier año de 1900 a 2100; déjalo vacío para el año actual.' }
			},
			examples: { 'Germany, with the states': 'Alemania, con los estados', 'Brazil, this year': 'Brasil, este año', 'Japan 2026': 'Japón 2026' },
			attribution: 'date-holidays, de commenthol y colaboradores (CC BY 3.0, github.com/commenthol/date-holidays).'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	publicHolidays: {
		en: {
			heading: (n: number, country: string, year: number) => `${n} holidays in ${country}, ${year}`,
			types: { Public: 'Public', Bank: 'Bank', School: 'School', Authorities: 'Authorities', Optional: 'Optional', Observance: 'Observance' } as Record<HolidayType, string>,
			typeFilter: 'Kinds',
			region: 'Region',
			all: 'Whole country and every region',
			national: 'Nationwide only',
			date: 'Date',
			name: 'Holiday',
			scope: 'Where',
			nationwide: 'Nationwide',
			none: 'No holiday of these kinds here.',
			csv: 'CSV',
			ics: 'Calendar (.ics)'
		},
		'pt-BR': {
			heading: (n: number, country: string, year: number) => `${n} feriados em ${country}, ${year}`,
			types: { Public: 'Público', Bank: 'Bancário', School: 'Escolar', Authorities: 'Repartições', Optional: 'Facultativo', Observance: 'Comemorativo' } as Record<HolidayType, string>,
			typeFilter: 'Tipos',
			region: 'Região',
			all: 'País inteiro e todas as regiões',
			national: 'Só nacionais',
			date: 'Data',
			name: 'Feriado',
			scope: 'Onde',
			nationwide: 'Nacional',
			none: 'Nenhum feriado destes tipos aqui.',
			csv: 'CSV',
			ics: 'Calendário (.ics)'
		},
		es: {
			heading: (n: number, country: string, year: number) => `${n} festivos en ${country}, ${year}`,
			types: { Public: 'Público', Bank: 'Bancario', School: 'Escolar', Authorities: 'Administración', Optional: 'Opcional', Observance: 'Conmemorativo' } as Record<HolidayType, string>,
			typeFilter: 'Tipos',
			region: 'Región',
			all: 'Todo el país y todas las regiones',
			national: 'Solo nacionales',
			date: 'Fecha',
			name: 'Festivo',
			scope: 'Dónde',
			nationwide: 'Nacional',
			none: 'Ningún festivo de estos tipos aquí.',
			csv: 'CSV',
			ics: 'Calendario (.ics)'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		alpha2: 'deve ser um código ISO 3166-1 alfa-2 (2 letras)',
		not_covered: ({ code, count }) => `"${code}" não é um país coberto (${count} são cobertos)`
	},
	es: {
		alpha2: 'debe ser un código ISO 3166-1 alfa-2 (2 letras)',
		not_covered: ({ code, count }) => `"${code}" no es un país cubierto (hay ${count} cubiertos)`
	}
} satisfies ErrorWords<typeof errors>;
