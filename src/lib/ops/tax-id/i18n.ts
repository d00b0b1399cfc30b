import type { ModuleTexts } from '../texts.js';

const PT_ATTRIBUTION = 'Algoritmos: stdnum (MIT), a versão JavaScript do python-stdnum de Arthur de Jong (LGPL)';
const ES_ATTRIBUTION = 'Algoritmos: stdnum (MIT), la versión JavaScript de python-stdnum de Arthur de Jong (LGPL)';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
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
