import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'url-checker': {
			url: 'A full web address, starting with http:// or https://.'
		}
	},
	'pt-BR': {
		'url-checker': {
			title: 'Verificador de URL',
			summary: 'Acessa uma URL e informa se ela responde, o código de status, onde terminam os redirecionamentos, o título da página e o tempo de resposta.',
			keywords: ['url', 'link', 'verificar link', 'link quebrado', 'site fora do ar', 'status', 'redirecionamento', 'http', 'tempo de resposta'],
			fields: {
				url: { label: 'URL', description: 'Uma URL absoluta http:// ou https://', help: 'Um endereço web completo, começando com http:// ou https://.' }
			},
			examples: { 'A web page': 'Uma página da web', 'A redirect': 'Um redirecionamento' }
		}
	},
	es: {
		'url-checker': {
			title: 'Comprobador de URL',
			summary: 'Accede a una URL e informa de si responde, su código de estado, dónde terminan las redirecciones, el título de la página y el tiempo de respuesta.',
			keywords: ['url', 'enlace', 'comprobar enlace', 'enlace roto', 'web caída', 'estado', 'redirección', 'http', 'tiempo de respuesta'],
			fields: {
				url: { label: 'URL', description: 'Una URL absoluta http:// o https://', help: 'Una dirección web completa, que empiece por http:// o https://.' }
			},
			examples: { 'A web page': 'Una página web', 'A redirect': 'Una redirección' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	urlChecker: {
		en: {
			up: (status: number) => `Reachable: HTTP ${status}`,
			error: (status: number) => `Reachable, but answers HTTP ${status}`,
			down: 'Unreachable',
			redirects: (n: number) => (n === 0 ? 'No redirect' : n === 1 ? '1 redirect' : `${n} redirects`),
			time: 'Response time',
			final: 'Final URL',
			title: 'Page title',
			asked: 'Requested'
		},
		'pt-BR': {
			up: (status: number) => `Acessível: HTTP ${status}`,
			error: (status: number) => `Acessível, mas responde HTTP ${status}`,
			down: 'Inacessível',
			redirects: (n: number) => (n === 0 ? 'Sem redirecionamento' : n === 1 ? '1 redirecionamento' : `${n} redirecionamentos`),
			time: 'Tempo de resposta',
			final: 'URL final',
			title: 'Título da página',
			asked: 'Pedida'
		},
		es: {
			up: (status: number) => `Accesible: HTTP ${status}`,
			error: (status: number) => `Accesible, pero responde HTTP ${status}`,
			down: 'Inaccesible',
			redirects: (n: number) => (n === 0 ? 'Sin redirecciones' : n === 1 ? '1 redirección' : `${n} redirecciones`),
			time: 'Tiempo de respuesta',
			final: 'URL final',
			title: 'Título de la página',
			asked: 'Solicitada'
		}
	}
} satisfies ModuleViewWords;
