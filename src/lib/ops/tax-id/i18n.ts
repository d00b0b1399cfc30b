import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const PT_ATTRIBUTION = 'Algoritmos: stdnum (MIT), a versão JavaScript do python-stdnum de Arthur de Jong (LGPL)';
const ES_ATTRIBUTION = 'Algoritmos: stdnum (MIT), la versión JavaScript de python-stdnum de Arthur de Jong (LGPL)';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'tax-id-validate': {
			title: 'Validador de identificação fiscal',
			summary: 'Confere a forma e os dígitos verificadores de um número fiscal ou de identificação de 41 países (todos da UE, CPF/CNPJ, SSN/EIN dos EUA, UTR/NINO britânicos, SIN/BN canadenses, ABN/TFN australianos, PAN/GSTIN indianos, RFC/CURP mexicanos…), sem rede.',
			keywords: ['identificação fiscal', 'número fiscal', 'cpf', 'cnpj', 'nif', 'número de contribuinte', 'iva', 'vat', 'ssn', 'cuit'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alfa-2, em qualquer caixa; GET /tax-id/countries lista os 41 países' },
				number: { label: 'Número', description: 'O número, com ou sem os separadores usuais e o prefixo do país; no máximo 64 caracteres' },
				type: { label: 'Tipo', description: 'O esquema (nome do módulo do python-stdnum: vat, cpf, ssn, ein, nif…) quando o país tem vários; sem ele, todos os esquemas do país são tentados na ordem da lista' }
			},
			examples: { 'German VAT number': 'Número de IVA alemão', 'Brazilian CPF': 'CPF', 'US EIN': 'EIN dos EUA', 'Australian ABN': 'ABN australiano' },
			attribution: PT_ATTRIBUTION
		},
		'tax-id-countries': {
			title: 'Países da identificação fiscal',
			summary: 'Os países e esquemas que o validador de identificação fiscal conhece, com o nome de cada esquema em inglês e na língua do país.',
			keywords: ['identificação fiscal', 'países', 'esquemas', 'lista', 'nif', 'iva'],
			fields: {},
			examples: { 'All countries': 'Todos os países' },
			attribution: PT_ATTRIBUTION
		}
	},
	es: {
		'tax-id-validate': {
			title: 'Validador de identificación fiscal',
			summary: 'Comprueba la forma y los dígitos de control de un número fiscal o de identificación de 41 países (todos los de la UE, CPF/CNPJ de Brasil, SSN/EIN de EE. UU., UTR/NINO británicos, SIN/BN canadienses, ABN/TFN australianos, PAN/GSTIN indios, RFC/CURP mexicanos…), sin red.',
			keywords: ['identificación fiscal', 'número fiscal', 'nif', 'cif', 'nie', 'iva', 'vat', 'rfc', 'cuit', 'rut'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alfa-2, en mayúsculas o minúsculas; GET /tax-id/countries lista los 41 países' },
				number: { label: 'Número', description: 'El número, con o sin los separadores habituales y el prefijo del país; como máximo 64 caracteres' },
				type: { label: 'Tipo', description: 'El esquema (nombre del módulo de python-stdnum: vat, cpf, ssn, ein, nif…) cuando el país tiene varios; sin él se prueban todos los esquemas del país en el orden de la lista' }
			},
			examples: { 'German VAT number': 'Número de IVA alemán', 'Brazilian CPF': 'CPF brasileño', 'US EIN': 'EIN de EE. UU.', 'Australian ABN': 'ABN australiano' },
			attribution: ES_ATTRIBUTION
		},
		'tax-id-countries': {
			title: 'Países de la identificación fiscal',
			summary: 'Los países y esquemas que conoce el validador de identificación fiscal, con el nombre de cada esquema en inglés y en la lengua del país.',
			keywords: ['identificación fiscal', 'países', 'esquemas', 'lista', 'nif', 'iva'],
			fields: {},
			examples: { 'All countries': 'Todos los países' },
			attribution: ES_ATTRIBUTION
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	taxIdCountries: {
		en: { filter: 'Filter countries and schemes', placeholder: 'Brazil, DE, VAT, SSN…', shown: (n: number, all: number) => `${n} of ${all} countries`, country: 'Country', schemes: 'Schemes (type · name)', check: (name: string) => `Check a ${name}` },
		'pt-BR': { filter: 'Filtrar países e esquemas', placeholder: 'Brasil, DE, VAT, CPF…', shown: (n: number, all: number) => `${n} de ${all} países`, country: 'País', schemes: 'Esquemas (tipo · nome)', check: (name: string) => `Validar ${name}` },
		es: { filter: 'Filtrar países y esquemas', placeholder: 'España, DE, NIF, RFC…', shown: (n: number, all: number) => `${n} de ${all} países`, country: 'País', schemes: 'Esquemas (tipo · nombre)', check: (name: string) => `Validar ${name}` }
	},
	taxIdValidate: {
		en: {
			valid: 'Valid',
			invalid: 'Not valid',
			invalidAny: 'Not valid for any of the country’s schemes',
			reasons: { format: 'It has characters or a layout the scheme does not allow.', length: 'It has the wrong number of characters.', checksum: 'The check digit does not match.', component: 'A part of it is out of range (a date, a region or an office code).' } as Record<string, string>,
			closest: 'The reason given is the one of the scheme it came closest to.',
			country: 'Country',
			scheme: 'Scheme',
			compact: 'Compact',
			formatted: 'Formatted',
			note: 'Checks the shape and the check digits offline: it does not say the number was issued or is in use.'
		},
		'pt-BR': {
			valid: 'Válido',
			invalid: 'Inválido',
			invalidAny: 'Inválido em todos os esquemas do país',
			reasons: { format: 'Tem caracteres ou uma disposição que o esquema não permite.', length: 'Tem o número errado de caracteres.', checksum: 'O dígito verificador não confere.', component: 'Uma parte está fora da faixa (uma data, uma região ou um código de repartição).' } as Record<string, string>,
			closest: 'O motivo é o do esquema de que mais se aproximou.',
			country: 'País',
			scheme: 'Esquema',
			compact: 'Compacto',
			formatted: 'Formatado',
			note: 'Confere a forma e os dígitos verificadores sem rede: não diz se o número foi emitido ou está em uso.'
		},
		es: {
			valid: 'Válido',
			invalid: 'No válido',
			invalidAny: 'No válido en ningún esquema del país',
			reasons: { format: 'Tiene caracteres o una disposición que el esquema no permite.', length: 'Tiene un número de caracteres incorrecto.', checksum: 'El dígito de control no coincide.', component: 'Una parte está fuera de rango (una fecha, una región o un código de oficina).' } as Record<string, string>,
			closest: 'El motivo es el del esquema al que más se acercó.',
			country: 'País',
			scheme: 'Esquema',
			compact: 'Compacto',
			formatted: 'Formateado',
			note: 'Comprueba la forma y los dígitos de control sin red: no dice si el número se emitió ni si está en uso.'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		no_schemes: ({ country, count }) => `não há esquemas de identificação fiscal para "${country}" (GET /tax-id/countries lista os ${count} suportados)`,
		other_type: ({ country, types }) => `${country} tem ${types}`
	},
	es: {
		no_schemes: ({ country, count }) => `no hay esquemas de identificación fiscal para "${country}" (GET /tax-id/countries enumera los ${count} admitidos)`,
		other_type: ({ country, types }) => `${country} tiene ${types}`
	}
} satisfies ErrorWords<typeof errors>;
