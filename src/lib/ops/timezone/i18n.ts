import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const PT_BR_DATA =
	'banco de dados tz da IANA 2026f (domínio público), empacotado pelo moment-timezone (MIT); coordenadas: timezone-boundary-builder, de Evan Siroky (ODbL 1.0), via tz-lookup (CC0) no navegador e geo-tz (MIT) no servidor.';
const ES_DATA =
	'base de datos tz de IANA 2026f (dominio público), empaquetada por moment-timezone (MIT); coordenadas: timezone-boundary-builder, de Evan Siroky (ODbL 1.0), a través de tz-lookup (CC0) en el navegador y geo-tz (MIT) en el servidor.';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		timezone: {
			timezone: 'Type a city, a zone’s name or an offset such as UTC+09 and pick the zone; or leave it empty and give a latitude and longitude instead.',
			lat: { help: 'North is positive, south negative (São Paulo: -23.55). Use it with the longitude, instead of a time zone.', label: 'Latitude' },
			lon: { help: 'East is positive, west negative (São Paulo: -46.63).', label: 'Longitude' }
		}
	},
	'pt-BR': {
		timezone: {
			title: 'Fuso horário',
			summary: 'Diferença atual em relação ao UTC, abreviação, hora local e uso de horário de verão de um fuso horário IANA, informado pelo ID ou encontrado a partir de coordenadas.',
			keywords: ['fuso horário', 'fusos horários', 'hora local', 'horário de verão', 'diferença de horário', 'utc', 'iana', 'coordenadas', 'que horas são'],
			fields: {
				timezone: { label: 'Fuso horário', description: 'ID IANA, em maiúsculas ou minúsculas: America/Sao_Paulo; links como Asia/Calcutta também', help: 'Digite uma cidade, o nome de um fuso ou um deslocamento como UTC+09 e escolha o fuso; ou deixe vazio e informe latitude e longitude.' },
				lat: { label: 'Latitude', description: 'Latitude, de -90 a 90 (com lon)', help: 'Norte positivo, sul negativo (São Paulo: -23.55). Use com a longitude, no lugar do fuso horário.' },
				lon: { label: 'Longitude', description: 'Longitude, de -180 a 180 (com lat)', help: 'Leste positivo, oeste negativo (São Paulo: -46.63).' }
			},
			examples: { 'By IANA ID': 'Por ID IANA', 'By coordinates (Paris)': 'Por coordenadas (Paris)' },
			attribution: PT_BR_DATA
		},
		'timezone-list': {
			title: 'Lista de fusos horários',
			summary: 'Todos os IDs de fuso horário IANA que a operação de fuso horário lista: as zonas do banco de dados tz, os IDs que o zone.tab atribui a um país e UTC.',
			keywords: ['fusos horários', 'fuso horário', 'lista', 'iana', 'tz', 'zonas', 'utc'],
			fields: {},
			examples: { 'All zones': 'Todos os fusos' },
			attribution: PT_BR_DATA
		}
	},
	es: {
		timezone: {
			title: 'Zona horaria',
			summary: 'Desfase actual respecto a UTC, abreviatura, hora local y uso del horario de verano de una zona horaria IANA, indicada por su ID o hallada a partir de coordenadas.',
			keywords: ['zona horaria', 'zonas horarias', 'huso horario', 'hora local', 'horario de verano', 'diferencia horaria', 'utc', 'iana', 'coordenadas'],
			fields: {
				timezone: {
					label: 'Zona horaria',
					description: 'ID de IANA, en mayúsculas o minúsculas: America/Sao_Paulo; también enlaces como Asia/Calcutta',
					help: 'Escribe una ciudad, el nombre de una zona o un desfase como UTC+09 y elige la zona; o déjalo vacío e indica latitud y longitud.'
				},
				lat: { label: 'Latitud', description: 'Latitud, de -90 a 90 (con lon)', help: 'Norte positivo, sur negativo (Madrid: 40.42). Úsala con la longitud, en lugar de la zona horaria.' },
				lon: { label: 'Longitud', description: 'Longitud, de -180 a 180 (con lat)', help: 'Este positivo, oeste negativo (Madrid: -3.70).' }
			},
			examples: { 'By IANA ID': 'Por ID de IANA', 'By coordinates (Paris)': 'Por coordenadas (París)' },
			attribution: ES_DATA
		},
		'timezone-list': {
			title: 'Lista de zonas horarias',
			summary: 'Todos los ID de zona horaria IANA que lista la operación de zona horaria: las zonas de la base de datos tz, los ID que zone.tab asigna a un país y UTC.',
			keywords: ['zonas horarias', 'zona horaria', 'husos horarios', 'lista', 'iana', 'tz', 'utc'],
			fields: {},
			examples: { 'All zones': 'Todas las zonas' },
			attribution: ES_DATA
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	timezone: {
		en: { offset: 'UTC offset', abbreviation: 'Abbreviation', dst: 'Daylight saving time', observes: 'Observed this year', none: 'Not observed', changes: (y: number) => `Clock changes in ${y}`, noChanges: (y: number) => `The offset does not change in ${y}.`, forward: 'forward', back: 'back' },
		'pt-BR': { offset: 'Diferença para UTC', abbreviation: 'Abreviação', dst: 'Horário de verão', observes: 'Adotado este ano', none: 'Não adotado', changes: (y: number) => `Mudanças de horário em ${y}`, noChanges: (y: number) => `A diferença para UTC não muda em ${y}.`, forward: 'adiantado', back: 'atrasado' },
		es: { offset: 'Diferencia con UTC', abbreviation: 'Abreviatura', dst: 'Horario de verano', observes: 'Se aplica este año', none: 'No se aplica', changes: (y: number) => `Cambios de hora en ${y}`, noChanges: (y: number) => `La diferencia con UTC no cambia en ${y}.`, forward: 'adelanta', back: 'atrasa' }
	},
	timezoneList: {
		en: { filter: 'Filter zones', placeholder: 'City, region or offset: Lisbon, America/, +05:30', shown: (n: number, all: number) => `${n} of ${all} zones` },
		'pt-BR': { filter: 'Filtrar fusos', placeholder: 'Cidade, região ou diferença: Lisboa, America/, -03:00', shown: (n: number, all: number) => `${n} de ${all} fusos` },
		es: { filter: 'Filtrar husos', placeholder: 'Ciudad, región o diferencia: Madrid, America/, +01:00', shown: (n: number, all: number) => `${n} de ${all} husos` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_both: 'Informe timezone ou lat e lon, não os dois',
		unknown_zone: ({ zone }) => `ID de fuso horário IANA desconhecido "${zone}"`,
		both_coordinates: ({ missing }) => `Informe lat e lon (falta ${missing})`,
		neither: 'Informe timezone, ou lat e lon'
	},
	es: {
		not_both: 'Indica timezone o lat y lon, no ambos',
		unknown_zone: ({ zone }) => `ID de zona horaria IANA desconocido "${zone}"`,
		both_coordinates: ({ missing }) => `Indica lat y lon (falta ${missing})`,
		neither: 'Indica timezone, o lat y lon'
	}
} satisfies ErrorWords<typeof errors>;
