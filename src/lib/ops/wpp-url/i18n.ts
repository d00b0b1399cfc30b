import type { ModuleTexts, ModuleViewWords } from '../texts.js';

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
