import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'wpp-url-generate': {
			title: 'Link para conversa no WhatsApp',
			summary: 'Um link wa.me para um número de telefone, opcionalmente com uma mensagem pré-preenchida; números brasileiros recebem +55.',
			keywords: ['whatsapp', 'zap', 'link do whatsapp', 'gerador de link', 'wa.me', 'mensagem', 'celular', 'telefone', 'wpp'],
			fields: {
				phone: {
					label: 'Telefone',
					description: 'Número de telefone; espaços, hifens, parênteses, pontos e um + no início são aceitos. 10 ou 11 dígitos sem + são brasileiros'
				},
				message: { label: 'Mensagem', description: 'Texto para pré-preencher, até 2.000 caracteres' }
			},
			examples: { 'Brazilian mobile with a message': 'Celular brasileiro com mensagem', 'International number': 'Número internacional' }
		}
	},
	es: {
		'wpp-url-generate': {
			title: 'Enlace para chatear por WhatsApp',
			summary: 'Un enlace wa.me para un número de teléfono, opcionalmente con un mensaje predefinido; a los números brasileños se les añade +55.',
			keywords: ['whatsapp', 'enlace de whatsapp', 'generador de enlaces', 'wa.me', 'mensaje', 'móvil', 'teléfono', 'chat', 'wasap'],
			fields: {
				phone: {
					label: 'Teléfono',
					description: 'Número de teléfono; se aceptan espacios, guiones, paréntesis, puntos y un + inicial. 10 u 11 dígitos sin + se consideran brasileños'
				},
				message: { label: 'Mensaje', description: 'Texto predefinido, hasta 2.000 caracteres' }
			},
			examples: { 'Brazilian mobile with a message': 'Móvil brasileño con mensaje', 'International number': 'Número internacional' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	wppUrlGenerate: {
		en: { number: 'Number (E.164)', link: 'Chat link', withMessage: 'Link with the message', open: 'Open in WhatsApp', qr: 'Scan to open the chat on a phone', qrAlt: 'QR code of the WhatsApp link' },
		'pt-BR': { number: 'Número (E.164)', link: 'Link da conversa', withMessage: 'Link com a mensagem', open: 'Abrir no WhatsApp', qr: 'Escaneie para abrir a conversa no celular', qrAlt: 'Código QR do link do WhatsApp' },
		es: { number: 'Número (E.164)', link: 'Enlace del chat', withMessage: 'Enlace con el mensaje', open: 'Abrir en WhatsApp', qr: 'Escanéalo para abrir el chat en el móvil', qrAlt: 'Código QR del enlace de WhatsApp' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		no_digits: 'nenhum dígito informado',
		not_digits: 'deve ter só dígitos, com um + opcional no início e os caracteres de formatação espaço, -, (, ) e .',
		leading_zero: 'não pode começar com 0: informe o número com o código do país (sem 00 nem 0 de longa distância)',
		too_short: ({ count }) => `${count} dígitos é pouco para um número internacional (de 8 a 15 dígitos)`,
		too_long: ({ count }) => `${count} dígitos é demais (números E.164 têm no máximo 15 dígitos)`,
		not_area_code: ({ count, area }) => `${count} dígitos sem código do país são lidos como um número brasileiro, e ${area} não é um DDD brasileiro (acrescente + e o código do país para outros países)`,
		mobile: 'um número brasileiro de 11 dígitos é um celular: DDD e 9 dígitos começando com 9',
		landline: 'um número brasileiro de 10 dígitos é DDD e 8 dígitos começando com 2 a 9',
		lone_surrogate: 'deve ser um texto Unicode válido (tem um surrogate sem par)'
	},
	es: {
		no_digits: 'no se indicó ningún dígito',
		not_digits: 'debe tener solo dígitos, con un + opcional al principio y los caracteres de formato espacio, -, (, ) y .',
		leading_zero: 'no puede empezar por 0: indica el número con el código del país (sin 00 ni 0 de larga distancia)',
		too_short: ({ count }) => `${count} dígitos son pocos para un número internacional (de 8 a 15 dígitos)`,
		too_long: ({ count }) => `${count} dígitos son demasiados (los números E.164 tienen como máximo 15 dígitos)`,
		not_area_code: ({ count, area }) => `${count} dígitos sin código de país se leen como un número brasileño, y ${area} no es un código de área brasileño (añade + y el código del país para otros países)`,
		mobile: 'un número brasileño de 11 dígitos es un móvil: código de área y 9 dígitos que empiezan por 9',
		landline: 'un número brasileño de 10 dígitos es código de área y 8 dígitos que empiezan por 2 a 9',
		lone_surrogate: 'debe ser un texto Unicode válido (tiene un surrogate sin pareja)'
	}
} satisfies ErrorWords<typeof errors>;
