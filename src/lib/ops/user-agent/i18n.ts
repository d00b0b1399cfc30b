import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'user-agent': {
			user_agent: 'Paste a User-Agent string, e.g. from a server log or your browser’s developer tools (Network tab, request headers)'
		}
	},
	'pt-BR': {
		'user-agent': {
			title: 'Analisador de user-agent',
			summary: 'Lê a string User-Agent de um navegador: o navegador, o motor de renderização, o sistema operacional e o dispositivo que ela indica, e se é um bot ou rastreador.',
			keywords: ['user agent', 'analisador de user-agent', 'string ua', 'detectar navegador', 'detectar dispositivo', 'sistema operacional', 'detectar bot', 'rastreador', 'googlebot', 'qual é meu navegador'],
			fields: {
				user_agent: {
					label: 'User-Agent',
					description: 'O valor de um cabeçalho User-Agent; no máximo 2048 caracteres',
					help: 'Cole uma string User-Agent, por exemplo do log de um servidor ou das ferramentas de desenvolvedor do navegador (aba Rede, cabeçalhos da requisição)'
				}
			},
			examples: {
				'Chrome on Linux': 'Chrome no Linux',
				'Safari on an iPhone': 'Safari num iPhone',
				Googlebot: 'Googlebot'
			},
			attribution: 'ua-parser-js 1 (MIT) e isbot (Unlicense)'
		}
	},
	es: {
		'user-agent': {
			title: 'Analizador de user-agent',
			summary: 'Lee la cadena User-Agent de un navegador: el navegador, el motor de renderizado, el sistema operativo y el dispositivo que indica, y si es un bot o rastreador.',
			keywords: ['user agent', 'analizador de user-agent', 'cadena ua', 'detectar navegador', 'detectar dispositivo', 'sistema operativo', 'detectar bot', 'rastreador', 'googlebot', 'cuál es mi navegador'],
			fields: {
				user_agent: {
					label: 'User-Agent',
					description: 'El valor de una cabecera User-Agent; como máximo 2048 caracteres',
					help: 'Pega una cadena User-Agent, por ejemplo del registro de un servidor o de las herramientas de desarrollo del navegador (pestaña Red, cabeceras de la petición)'
				}
			},
			examples: {
				'Chrome on Linux': 'Chrome en Linux',
				'Safari on an iPhone': 'Safari en un iPhone',
				Googlebot: 'Googlebot'
			},
			attribution: 'ua-parser-js 1 (MIT) e isbot (Unlicense)'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	userAgent: {
		en: {
			bot: 'Bot, crawler or HTTP library',
			human: 'Not a known bot',
			browser: 'Browser',
			engine: 'Engine',
			os: 'Operating system',
			device: 'Device',
			version: 'Version',
			unknown: 'Not named',
			types: { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet', console: 'Game console', smarttv: 'Smart TV', wearable: 'Wearable', embedded: 'Embedded', xr: 'XR headset' } as Record<string, string>,
			desktopNote: 'No device named: a desktop or laptop',
			string: 'User-Agent string'
		},
		'pt-BR': {
			bot: 'Bot, rastreador ou biblioteca HTTP',
			human: 'Não é um bot conhecido',
			browser: 'Navegador',
			engine: 'Motor',
			os: 'Sistema operacional',
			device: 'Dispositivo',
			version: 'Versão',
			unknown: 'Não indicado',
			types: { desktop: 'Computador', mobile: 'Celular', tablet: 'Tablet', console: 'Console de jogos', smarttv: 'Smart TV', wearable: 'Vestível', embedded: 'Embarcado', xr: 'Óculos XR' } as Record<string, string>,
			desktopNote: 'Nenhum dispositivo indicado: um computador de mesa ou notebook',
			string: 'String User-Agent'
		},
		es: {
			bot: 'Bot, rastreador o biblioteca HTTP',
			human: 'No es un bot conocido',
			browser: 'Navegador',
			engine: 'Motor',
			os: 'Sistema operativo',
			device: 'Dispositivo',
			version: 'Versión',
			unknown: 'No indicado',
			types: { desktop: 'Ordenador', mobile: 'Móvil', tablet: 'Tableta', console: 'Consola de juegos', smarttv: 'Smart TV', wearable: 'Vestible', embedded: 'Integrado', xr: 'Visor XR' } as Record<string, string>,
			desktopNote: 'Ningún dispositivo indicado: un ordenador de sobremesa o portátil',
			string: 'Cadena User-Agent'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ficar vazio'
	},
	es: {
		empty: 'no puede estar vacío'
	}
} satisfies ErrorWords<typeof errors>;
