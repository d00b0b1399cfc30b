import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'email-validation': {
			title: 'Validação de e-mail',
			summary: 'Verifica um endereço de e-mail: sintaxe, registros MX do domínio, contas genéricas e erros de digitação no domínio.',
			keywords: ['e-mail', 'email', 'validador', 'validar e-mail', 'verificar e-mail', 'endereço de e-mail', 'mx', 'dns', 'sintaxe'],
			fields: {
				email: { label: 'E-mail', description: 'O endereço a verificar; espaços no início e no fim são ignorados; no máximo 1.000 caracteres' }
			},
			examples: {
				'A personal address': 'Um endereço pessoal',
				'A domain typo': 'Um erro de digitação no domínio',
				'A role account': 'Uma conta genérica',
				'Not an address': 'Não é um endereço'
			}
		}
	},
	es: {
		'email-validation': {
			title: 'Validación de correo electrónico',
			summary: 'Comprueba una dirección de correo electrónico: sintaxis, registros MX de su dominio, cuentas genéricas y errores tipográficos en el dominio.',
			keywords: ['correo', 'correo electrónico', 'email', 'validador', 'validar correo', 'verificar correo', 'dirección de correo', 'mx', 'dns'],
			fields: {
				email: { label: 'Correo electrónico', description: 'La dirección que se comprobará; se ignoran los espacios al principio y al final; como máximo 1.000 caracteres' }
			},
			examples: {
				'A personal address': 'Una dirección personal',
				'A domain typo': 'Un error en el dominio',
				'A role account': 'Una cuenta genérica',
				'Not an address': 'No es una dirección'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	emailValidation: {
		en: {
			valid: 'Can receive mail',
			invalid: 'Cannot receive mail',
			badFormat: 'This is not a valid e-mail address.',
			noMx: 'The domain publishes no mail server (MX record), so mail to it is not delivered.',
			format: 'Address format',
			mx: 'Mail server (MX) for the domain',
			role: 'Role account (admin@, support@…)',
			roleNote: 'often read by several people or by no one',
			didYouMean: 'Did you mean ',
			check: 'Check it',
			servers: 'Mail servers',
			priority: 'Priority',
			host: 'Host'
		},
		'pt-BR': {
			valid: 'Pode receber e-mails',
			invalid: 'Não pode receber e-mails',
			badFormat: 'Este não é um endereço de e-mail válido.',
			noMx: 'O domínio não publica servidor de e-mail (registro MX); mensagens para ele não são entregues.',
			format: 'Formato do endereço',
			mx: 'Servidor de e-mail (MX) do domínio',
			role: 'Conta funcional (admin@, suporte@…)',
			roleNote: 'muitas vezes lida por várias pessoas ou por ninguém',
			didYouMean: 'Você quis dizer ',
			check: 'Verificar',
			servers: 'Servidores de e-mail',
			priority: 'Prioridade',
			host: 'Servidor'
		},
		es: {
			valid: 'Puede recibir correo',
			invalid: 'No puede recibir correo',
			badFormat: 'No es una dirección de correo válida.',
			noMx: 'El dominio no publica servidor de correo (registro MX); el correo no se entrega.',
			format: 'Formato de la dirección',
			mx: 'Servidor de correo (MX) del dominio',
			role: 'Cuenta genérica (admin@, soporte@…)',
			roleNote: 'a menudo la leen varias personas o nadie',
			didYouMean: '¿Quisiste decir ',
			check: 'Comprobar',
			servers: 'Servidores de correo',
			priority: 'Prioridad',
			host: 'Servidor'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		unavailable: 'A consulta de MX não está disponível: nenhum resolvedor DNS está configurado',
		lookup_failed: ({ domain, reason }) => `a consulta de MX de ${domain} falhou (${reason})`
	},
	es: {
		unavailable: 'La consulta de MX no está disponible: no hay ningún resolvedor DNS configurado',
		lookup_failed: ({ domain, reason }) => `la consulta de MX de ${domain} falló (${reason})`
	}
} satisfies ErrorWords<typeof errors>;
