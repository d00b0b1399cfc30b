import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'url-parse': {
			url: 'A full URL with its scheme, e.g. https://example.com/path?a=1#top; any scheme works (mailto:, ftp:, urn:)'
		}
	},
	'pt-BR': {
		'url-parse': {
			title: 'Analisador de URL',
			summary: 'Divide uma URL nas suas partes como os navegadores a leem (padrão WHATWG URL), com a query como pares chave/valor e o sufixo público e o domínio registrável da Public Suffix List.',
			keywords: ['analisar url', 'partes da url', 'query string', 'parâmetros da url', 'hostname', 'sufixo público', 'domínio registrável', 'subdomínio', 'punycode', 'domínio internacionalizado'],
			fields: {
				url: {
					label: 'URL',
					description: 'Uma URL absoluta de qualquer esquema (https://…, mailto:…, urn:…); no máximo 8192 caracteres',
					help: 'Uma URL completa com o esquema, por exemplo https://example.com/caminho?a=1#topo; qualquer esquema serve (mailto:, ftp:, urn:)'
				}
			},
			examples: {
				'A URL with every part': 'Uma URL com todas as partes',
				'A GitHub Pages site (private suffix)': 'Um site do GitHub Pages (sufixo privado)',
				'An internationalised domain': 'Um domínio internacionalizado',
				'A mailto link': 'Um link mailto'
			},
			attribution: 'Public Suffix List (publicsuffix.org, MPL 2.0) via tldts'
		}
	},
	es: {
		'url-parse': {
			title: 'Analizador de URL',
			summary: 'Divide una URL en sus partes como la leen los navegadores (estándar WHATWG URL), con la query como pares clave/valor y el sufijo público y el dominio registrable de la Public Suffix List.',
			keywords: ['analizar url', 'partes de la url', 'query string', 'parámetros de la url', 'hostname', 'sufijo público', 'dominio registrable', 'subdominio', 'punycode', 'dominio internacionalizado'],
			fields: {
				url: {
					label: 'URL',
					description: 'Una URL absoluta de cualquier esquema (https://…, mailto:…, urn:…); como máximo 8192 caracteres',
					help: 'Una URL completa con su esquema, por ejemplo https://example.com/ruta?a=1#arriba; sirve cualquier esquema (mailto:, ftp:, urn:)'
				}
			},
			examples: {
				'A URL with every part': 'Una URL con todas sus partes',
				'A GitHub Pages site (private suffix)': 'Un sitio de GitHub Pages (sufijo privado)',
				'An internationalised domain': 'Un dominio internacionalizado',
				'A mailto link': 'Un enlace mailto'
			},
			attribution: 'Public Suffix List (publicsuffix.org, MPL 2.0) mediante tldts'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	urlParse: {
		en: {
			parts: 'Parts of the URL',
			part: 'Part',
			value: 'Value',
			query: 'Query parameters',
			key: 'Name',
			noQuery: 'No query parameters.',
			add: 'Add a parameter',
			remove: (k: string) => `Remove ${k || 'this parameter'}`,
			editHint: 'Edit a name or value and leave the field (or press Enter): the URL is rebuilt and parsed again.',
			keyOf: (i: number) => `Name of parameter ${i + 1}`,
			valueOf: (i: number) => `Value of parameter ${i + 1}`,
			domain: 'Domain',
			subdomain: 'Subdomain',
			registrable: 'Registrable domain',
			suffix: 'Public suffix',
			empty: '(empty)',
			labels: { href: 'Full URL', protocol: 'Scheme', username: 'User name', password: 'Password', hostname: 'Host', hostname_unicode: 'Host (Unicode)', port: 'Port', pathname: 'Path', search: 'Query', hash: 'Fragment', origin: 'Origin' } as Record<string, string>
		},
		'pt-BR': {
			parts: 'Partes da URL',
			part: 'Parte',
			value: 'Valor',
			query: 'Parâmetros da query',
			key: 'Nome',
			noQuery: 'Sem parâmetros de query.',
			add: 'Adicionar um parâmetro',
			remove: (k: string) => `Remover ${k || 'este parâmetro'}`,
			editHint: 'Edite um nome ou valor e saia do campo (ou tecle Enter): a URL é refeita e analisada de novo.',
			keyOf: (i: number) => `Nome do parâmetro ${i + 1}`,
			valueOf: (i: number) => `Valor do parâmetro ${i + 1}`,
			domain: 'Domínio',
			subdomain: 'Subdomínio',
			registrable: 'Domínio registrável',
			suffix: 'Sufixo público',
			empty: '(vazio)',
			labels: { href: 'URL completa', protocol: 'Esquema', username: 'Usuário', password: 'Senha', hostname: 'Host', hostname_unicode: 'Host (Unicode)', port: 'Porta', pathname: 'Caminho', search: 'Query', hash: 'Fragmento', origin: 'Origem' } as Record<string, string>
		},
		es: {
			parts: 'Partes de la URL',
			part: 'Parte',
			value: 'Valor',
			query: 'Parámetros de la query',
			key: 'Nombre',
			noQuery: 'Sin parámetros de query.',
			add: 'Añadir un parámetro',
			remove: (k: string) => `Quitar ${k || 'este parámetro'}`,
			editHint: 'Edita un nombre o valor y sal del campo (o pulsa Intro): la URL se rehace y se analiza de nuevo.',
			keyOf: (i: number) => `Nombre del parámetro ${i + 1}`,
			valueOf: (i: number) => `Valor del parámetro ${i + 1}`,
			domain: 'Dominio',
			subdomain: 'Subdominio',
			registrable: 'Dominio registrable',
			suffix: 'Sufijo público',
			empty: '(vacío)',
			labels: { href: 'URL completa', protocol: 'Esquema', username: 'Usuario', password: 'Contraseña', hostname: 'Host', hostname_unicode: 'Host (Unicode)', port: 'Puerto', pathname: 'Ruta', search: 'Query', hash: 'Fragmento', origin: 'Origen' } as Record<string, string>
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ficar vazio',
		invalid: 'não é uma URL válida (padrão WHATWG URL)',
		not_absolute: 'não é uma URL absoluta: precisa de um esquema como https:'
	},
	es: {
		empty: 'no puede estar vacío',
		invalid: 'no es una URL válida (estándar WHATWG URL)',
		not_absolute: 'no es una URL absoluta: necesita un esquema como https:'
	}
} satisfies ErrorWords<typeof errors>;
