import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { chatLink, DEFAULT_CHAT_LINK_HOST } from './wpp-url.js';
import { formHints } from '../form-hints.js';

/** Longest `phone` accepted, formatting included. */
export const MAX_PHONE_LENGTH = 50;
/** Longest `message` (UTF-16 code units, as JavaScript counts string length). */
export const MAX_MESSAGE_LENGTH = 2000;

export const wppUrlGenerate = defineOperation({
	id: 'wpp-url-generate',
	group: 'generation',
	title: 'WhatsApp click-to-chat link',
	summary: 'A wa.me link for a phone number, optionally with a pre-filled message; Brazilian numbers get +55.',
	keywords: ['whatsapp', 'wa.me', 'click to chat', 'link', 'phone', 'message', 'zap', 'wpp', 'brazil'],
	method: 'POST',
	path: '/wpp-url/generate',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		phone: z
			.string()
			.max(MAX_PHONE_LENGTH)
			.describe('Phone number; spaces, dashes, parentheses, dots and a leading + are accepted. 10 or 11 digits without + are Brazilian'),
		message: z.string().max(MAX_MESSAGE_LENGTH).optional().describe('Text to pre-fill, up to 2,000 characters').meta(formHints({ multiline: 4 }))
	}),
	output: z.object({
		phone_normalized: z.string().describe('E.164 digits without +'),
		link: z.string(),
		link_with_message: z.string().optional().describe('Only when a non-empty `message` is given')
	}),
	errors: [
		{
			status: 422,
			when: '`phone` missing, with other characters, starting with 0, not 8 to 15 digits, or 10/11 digits that are not a Brazilian number; `message` over 2,000 characters'
		}
	],
	examples: [
		{ name: 'Brazilian mobile with a message', input: { phone: '(11) 98765-4321', message: 'Olá! Vi seu anúncio.' } },
		{ name: 'International number', input: { phone: '+44 20 7946 0958' } }
	],
	run: (input, ctx) => chatLink(input.phone, input.message, ctx.chatLinkHost || DEFAULT_CHAT_LINK_HOST)
});

export const operations = [wppUrlGenerate];
