import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'temporary-email': {
			title: 'Verificação de e-mail temporário',
			summary: 'Informa se um endereço de e-mail pertence a um serviço de e-mail descartável (temporário).',
			keywords: ['e-mail temporário', 'e-mail descartável', 'email', 'temporário', 'descartável', 'spam', 'cadastro', 'verificar e-mail'],
			fields: {
				email: { label: 'E-mail', description: 'O endereço a verificar; espaços no início e no fim são ignorados' }
			},
			examples: { 'A disposable address': 'Um endereço descartável', 'A personal address': 'Um endereço pessoal' },
			attribution: 'a lista disposable-email-domains (github.com/disposable-email-domains/disposable-email-domains), empacotada pelo disposable-email-domains-js, CC0 1.0.'
		}
	},
	es: {
		'temporary-email': {
			title: 'Comprobación de correo temporal',
			summary: 'Indica si una dirección de correo electrónico pertenece a un servicio de correo desechable (temporal).',
			keywords: ['correo temporal', 'correo desechable', 'email', 'temporal', 'desechable', 'spam', 'registro', 'verificar correo'],
			fields: {
				email: { label: 'Correo electrónico', description: 'La dirección que se comprobará; se ignoran los espacios al principio y al final' }
			},
			examples: { 'A disposable address': 'Una dirección desechable', 'A personal address': 'Una dirección personal' },
			attribution: 'la lista disposable-email-domains (github.com/disposable-email-domains/disposable-email-domains), empaquetada por disposable-email-domains-js, CC0 1.0.'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	temporaryEmail: {
		en: {
			disposable: 'Disposable address',
			disposableWhy: (d: string) => `${d} hands out throw-away inboxes: mail there is usually read once and abandoned.`,
			notDisposable: 'Not a known disposable domain',
			notDisposableWhy: 'The domain is not on the disposable-domain list (a list can never be complete).',
			format: 'Address format',
			domain: 'Domain',
			none: 'none'
		},
		'pt-BR': {
			disposable: 'Endereço descartável',
			disposableWhy: (d: string) => `${d} oferece caixas de entrada descartáveis: o e-mail costuma ser lido uma vez e abandonado.`,
			notDisposable: 'Não é um domínio descartável conhecido',
			notDisposableWhy: 'O domínio não está na lista de domínios descartáveis (nenhuma lista é completa).',
			format: 'Formato do endereço',
			domain: 'Domínio',
			none: 'nenhum'
		},
		es: {
			disposable: 'Dirección desechable',
			disposableWhy: (d: string) => `${d} ofrece buzones desechables: el correo suele leerse una vez y abandonarse.`,
			notDisposable: 'No es un dominio desechable conocido',
			notDisposableWhy: 'El dominio no está en la lista de dominios desechables (ninguna lista es completa).',
			format: 'Formato de la dirección',
			domain: 'Dominio',
			none: 'ninguno'
		}
	}
} satisfies ModuleViewWords;
