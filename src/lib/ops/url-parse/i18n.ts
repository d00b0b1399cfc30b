import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
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
