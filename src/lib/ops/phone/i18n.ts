import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { PhoneType } from './phone.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'phone-validation': {
			title: 'Validador de número de telefone',
			summary: 'Verifica um número de telefone internacional segundo o plano de numeração do país; informa o formato E.164, a região e o tipo.',
			keywords: ['telefone', 'celular', 'número de telefone', 'validador', 'validar telefone', 'ddi', 'código do país', 'e.164'],
			fields: {
				phone: {
					label: 'Telefone',
					description: 'Número internacional: "+", código do país, número; espaços, hifens, pontos e parênteses são ignorados'
				}
			},
			examples: { 'UK (London)': 'Reino Unido (Londres)', 'US with punctuation': 'EUA com pontuação', 'Brazil mobile': 'Celular do Brasil' }
		}
	},
	es: {
		'phone-validation': {
			title: 'Validador de números de teléfono',
			summary: 'Comprueba un número de teléfono internacional según el plan de numeración de su país; devuelve el formato E.164, la región y el tipo.',
			keywords: ['teléfono', 'móvil', 'celular', 'número de teléfono', 'validador', 'validar teléfono', 'prefijo', 'e.164'],
			fields: {
				phone: {
					label: 'Teléfono',
					description: 'Número internacional: "+", prefijo del país, número; se ignoran los espacios, guiones, puntos y paréntesis'
				}
			},
			examples: { 'UK (London)': 'Reino Unido (Londres)', 'US with punctuation': 'EE. UU. con puntuación', 'Brazil mobile': 'Móvil de Brasil' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	phoneValidation: {
		en: {
			valid: (where: string) => (where ? `Valid number in ${where}` : 'Valid number'),
			invalid: 'Not a valid number',
			reason: "The numbering plan of this code does not allow it (wrong length or prefix). A valid number may still be unassigned.",
			e164: 'E.164',
			country: 'Country',
			calling: 'Calling code',
			national: 'National number',
			type: 'Type',
			types: {
				fixed_line: 'Fixed line',
				mobile: 'Mobile',
				fixed_line_or_mobile: 'Fixed line or mobile',
				toll_free: 'Toll-free',
				premium_rate: 'Premium rate',
				shared_cost: 'Shared cost',
				voip: 'VoIP',
				personal_number: 'Personal number',
				pager: 'Pager',
				uan: 'Universal access number',
				voicemail: 'Voicemail'
			} satisfies Record<PhoneType, string>
		},
		'pt-BR': {
			valid: (where: string) => (where ? `Número válido em ${where}` : 'Número válido'),
			invalid: 'Número inválido',
			reason: 'O plano de numeração deste código não o permite (tamanho ou prefixo errado). Um número válido pode não estar atribuído.',
			e164: 'E.164',
			country: 'País',
			calling: 'Código do país',
			national: 'Número nacional',
			type: 'Tipo',
			types: {
				fixed_line: 'Fixo',
				mobile: 'Celular',
				fixed_line_or_mobile: 'Fixo ou celular',
				toll_free: 'Gratuito (0800)',
				premium_rate: 'Tarifa especial',
				shared_cost: 'Custo compartilhado',
				voip: 'VoIP',
				personal_number: 'Número pessoal',
				pager: 'Pager',
				uan: 'Número de acesso universal',
				voicemail: 'Correio de voz'
			} satisfies Record<PhoneType, string>
		},
		es: {
			valid: (where: string) => (where ? `Número válido en ${where}` : 'Número válido'),
			invalid: 'Número no válido',
			reason: 'El plan de numeración de este código no lo permite (longitud o prefijo incorrectos). Un número válido puede no estar asignado.',
			e164: 'E.164',
			country: 'País',
			calling: 'Prefijo internacional',
			national: 'Número nacional',
			type: 'Tipo',
			types: {
				fixed_line: 'Fijo',
				mobile: 'Móvil',
				fixed_line_or_mobile: 'Fijo o móvil',
				toll_free: 'Gratuito',
				premium_rate: 'Tarificación especial',
				shared_cost: 'Coste compartido',
				voip: 'VoIP',
				personal_number: 'Número personal',
				pager: 'Buscapersonas',
				uan: 'Número de acceso universal',
				voicemail: 'Buzón de voz'
			} satisfies Record<PhoneType, string>
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'está vazio',
		no_plus: 'deve começar com + e o código de discagem do país',
		not_digits: ({ char }) => `depois do + só vêm dígitos, com espaços, hífens, pontos e parênteses entre eles; há '${char}'`,
		no_digits: 'nenhum dígito depois do +',
		INVALID_COUNTRY: 'código de discagem de país desconhecido',
		TOO_SHORT: 'curto demais para ser um número de telefone',
		TOO_LONG: 'longo demais para ser um número de telefone',
		NOT_A_NUMBER: 'não é um número de telefone'
	},
	es: {
		empty: 'está vacío',
		no_plus: 'debe empezar por + y el código de llamada del país',
		not_digits: ({ char }) => `después del + solo van dígitos, con espacios, guiones, puntos y paréntesis entre ellos; hay '${char}'`,
		no_digits: 'ningún dígito después del +',
		INVALID_COUNTRY: 'código de llamada de país desconocido',
		TOO_SHORT: 'demasiado corto para ser un número de teléfono',
		TOO_LONG: 'demasiado largo para ser un número de teléfono',
		NOT_A_NUMBER: 'no es un número de teléfono'
	}
} satisfies ErrorWords<typeof errors>;
