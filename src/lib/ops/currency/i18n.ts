import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		currency: { amount: { help: 'How much, in the currency you convert from.' } },
	},
	'pt-BR': {
		currency: {
			title: 'Conversor de moedas',
			summary: 'Converte um valor entre moedas pelas taxas de referência diárias do Banco Central Europeu, com a taxa e a data.',
			keywords: ['moeda', 'conversor de moedas', 'câmbio', 'taxa de câmbio', 'cotação', 'bce', 'euro', 'dólar', 'real', 'iso 4217'],
			fields: {
				amount: { label: 'Valor', description: 'O valor em `from`; no máximo 1e+13 em valor absoluto', help: 'Quanto, na moeda de origem.' },
				from: { label: 'De', description: 'Código ISO 4217 da moeda de origem, uma cotada pelo BCE (ou EUR); maiúsculas ou minúsculas' },
				to: { label: 'Para', description: 'Código ISO 4217 da moeda de destino, uma cotada pelo BCE (ou EUR); maiúsculas ou minúsculas' }
			},
			examples: {
				'100 US dollars in euros': '100 dólares americanos em euros',
				'Euros to Brazilian reais': 'Euros para reais',
				'Pounds to yen (a cross rate)': 'Libras para ienes (taxa cruzada)'
			},
			attribution: 'Taxas de câmbio de referência do euro © Banco Central Europeu (ecb.europa.eu), usadas como os seus termos de uso permitem, com a fonte indicada.'
		}
	},
	es: {
		currency: {
			title: 'Conversor de divisas',
			summary: 'Convierte un importe entre divisas con los tipos de cambio de referencia diarios del Banco Central Europeo, con el tipo y su fecha.',
			keywords: ['divisa', 'moneda', 'conversor de divisas', 'tipo de cambio', 'cambio', 'bce', 'euro', 'dólar', 'peso', 'iso 4217'],
			fields: {
				amount: { label: 'Importe', description: 'El importe en `from`; como máximo 1e+13 en valor absoluto', help: 'Cuánto, en la moneda de origen.' },
				from: { label: 'De', description: 'Código ISO 4217 de la divisa de origen, una que cotiza el BCE (o EUR); mayúsculas o minúsculas' },
				to: { label: 'A', description: 'Código ISO 4217 de la divisa de destino, una que cotiza el BCE (o EUR); mayúsculas o minúsculas' }
			},
			examples: {
				'100 US dollars in euros': '100 dólares estadounidenses en euros',
				'Euros to Brazilian reais': 'Euros a reales brasileños',
				'Pounds to yen (a cross rate)': 'Libras a yenes (tipo cruzado)'
			},
			attribution: 'Tipos de cambio de referencia del euro © Banco Central Europeo (ecb.europa.eu), usados como permiten sus condiciones de uso, citando la fuente.'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	currency: {
		en: {
			rate: (a: string, b: string) => `1 ${a} = ${b}`,
			date: (d: string) => `ECB reference rates of ${d}`,
			offline: (d: string) => `Offline: rates of ${d}`,
			again: 'Convert another amount',
			amount: 'Amount',
			from: 'From',
			to: 'To',
			result: 'Result'
		},
		'pt-BR': {
			rate: (a: string, b: string) => `1 ${a} = ${b}`,
			date: (d: string) => `Taxas de referência do BCE de ${d}`,
			offline: (d: string) => `Sem conexão: taxas de ${d}`,
			again: 'Converter outro valor',
			amount: 'Valor',
			from: 'De',
			to: 'Para',
			result: 'Resultado'
		},
		es: {
			rate: (a: string, b: string) => `1 ${a} = ${b}`,
			date: (d: string) => `Tipos de referencia del BCE del ${d}`,
			offline: (d: string) => `Sin conexión: tipos del ${d}`,
			again: 'Convertir otro importe',
			amount: 'Importe',
			from: 'De',
			to: 'A',
			result: 'Resultado'
		}
	}
} satisfies ModuleViewWords;

/** The rates upstream's reason (said in the language by the shared catalog) inside a sentence. */
const inner = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_a_code: 'deve ser um código ISO 4217 de três letras, por exemplo USD',
		amount_too_large: ({ max }) => `deve ser no máximo ${max} em valor absoluto`,
		rates_unavailable: ({ reason }) => `as taxas de câmbio ainda não estão disponíveis: ${inner(reason)}`,
		not_quoted: ({ code, quoted }) => `${code} não está entre as moedas de referência do BCE (${quoted})`
	},
	es: {
		not_a_code: 'debe ser un código ISO 4217 de tres letras, por ejemplo USD',
		amount_too_large: ({ max }) => `debe ser como máximo ${max} en valor absoluto`,
		rates_unavailable: ({ reason }) => `los tipos de cambio aún no están disponibles: ${inner(reason)}`,
		not_quoted: ({ code, quoted }) => `${code} no está entre las monedas de referencia del BCE (${quoted})`
	}
} satisfies ErrorWords<typeof errors>;
