import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const PT_BR_DATA =
	'world-countries, de Mohammed Le Doze (ODbL 1.0, github.com/mledoze/countries), e GeoNames (CC BY 4.0, geonames.org).';
const ES_DATA =
	'world-countries, de Mohammed Le Doze (ODbL 1.0, github.com/mledoze/countries), y GeoNames (CC BY 4.0, geonames.org).';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'country-info': {
			code: 'Type the country’s name or its code and pick it from the list; the tool gets the two-letter ISO code (three-letter codes work too).'
		}
	},
	'pt-BR': {
		'country-info': {
			title: 'Informações do país',
			summary: 'Dados sobre um país ou território a partir do código ISO 3166-1 alpha-2 ou alpha-3.',
			keywords: ['país', 'países', 'capital', 'moeda', 'código de discagem', 'ddi', 'fuso horário', 'bandeira', 'população'],
			fields: {
				code: { label: 'Código', description: 'Código ISO 3166-1 alpha-2 ou alpha-3, em maiúsculas ou minúsculas: BR, bra', help: 'Digite o nome do país ou o código e escolha na lista; a ferramenta recebe o código ISO de duas letras (o de três letras também funciona).' }
			},
			examples: { 'Brazil (alpha-2)': 'Brasil (alpha-2)', 'Japan (alpha-3)': 'Japão (alpha-3)' },
			attribution: PT_BR_DATA
		},
		'country-search': {
			title: 'Busca de país',
			summary: 'O país cujo nome melhor corresponde a um termo de busca, sem diferenciar maiúsculas e minúsculas, com ou sem acentos.',
			keywords: ['país', 'buscar país', 'pesquisar', 'nome do país', 'capital', 'moeda', 'bandeira', 'fuso horário'],
			fields: {
				search: { label: 'Busca', description: 'Um nome: comum, oficial, nativo ou uma grafia alternativa (Brasil, USA, cote divoire)' }
			},
			examples: { 'Native name': 'Nome nativo', 'Without accents': 'Sem acentos', Prefix: 'Prefixo' },
			attribution: PT_BR_DATA
		}
	},
	es: {
		'country-info': {
			title: 'Información del país',
			summary: 'Datos de un país o territorio a partir de su código ISO 3166-1 alpha-2 o alpha-3.',
			keywords: ['país', 'países', 'capital', 'moneda', 'prefijo telefónico', 'zona horaria', 'bandera', 'población'],
			fields: {
				code: { label: 'Código', description: 'Código ISO 3166-1 alpha-2 o alpha-3, en mayúsculas o minúsculas: BR, bra', help: 'Escribe el nombre del país o su código y elígelo de la lista; la herramienta recibe el código ISO de dos letras (el de tres letras también sirve).' }
			},
			examples: { 'Brazil (alpha-2)': 'Brasil (alpha-2)', 'Japan (alpha-3)': 'Japón (alpha-3)' },
			attribution: ES_DATA
		},
		'country-search': {
			title: 'Búsqueda de países',
			summary: 'El país cuyo nombre mejor coincide con un término de búsqueda, sin distinguir mayúsculas de minúsculas y con o sin tildes.',
			keywords: ['país', 'buscar país', 'búsqueda', 'nombre del país', 'capital', 'moneda', 'bandera', 'zona horaria'],
			fields: {
				search: { label: 'Búsqueda', description: 'Un nombre: común, oficial, nativo o una grafía alternativa (Brasil, USA, cote divoire)' }
			},
			examples: { 'Native name': 'Nombre nativo', 'Without accents': 'Sin tildes', Prefix: 'Prefijo' },
			attribution: ES_DATA
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	countryCard: {
		en: { capital: 'Capital', region: 'Region', population: 'Population', area: 'Area', calling: 'Calling code', tld: 'Internet domain', currencies: 'Currencies', languages: 'Languages', zones: 'Time zones', neighbours: 'Land neighbours', none: 'None', codes: 'ISO codes' },
		'pt-BR': { capital: 'Capital', region: 'Região', population: 'População', area: 'Área', calling: 'Código de discagem', tld: 'Domínio de internet', currencies: 'Moedas', languages: 'Idiomas', zones: 'Fusos horários', neighbours: 'Vizinhos por terra', none: 'Nenhum', codes: 'Códigos ISO' },
		es: { capital: 'Capital', region: 'Región', population: 'Población', area: 'Superficie', calling: 'Prefijo telefónico', tld: 'Dominio de internet', currencies: 'Monedas', languages: 'Idiomas', zones: 'Husos horarios', neighbours: 'Vecinos por tierra', none: 'Ninguno', codes: 'Códigos ISO' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_a_code: 'deve ser um código ISO 3166-1 alfa-2 ou alfa-3 (2 ou 3 letras)',
		no_code: ({ code }) => `País não encontrado: nenhum país tem o código "${code}"`,
		no_name: ({ search }) => `País não encontrado: nenhum nome de país corresponde a "${search}"`
	},
	es: {
		not_a_code: 'debe ser un código ISO 3166-1 alfa-2 o alfa-3 (2 o 3 letras)',
		no_code: ({ code }) => `País no encontrado: ningún país tiene el código "${code}"`,
		no_name: ({ search }) => `País no encontrado: ningún nombre de país coincide con "${search}"`
	}
} satisfies ErrorWords<typeof errors>;
