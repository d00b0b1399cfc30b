import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'social-metadata': {
			url: 'The full address of a public page, starting with http:// or https://.'
		}
	},
	'pt-BR': {
		'social-metadata': {
			title: 'Metadados sociais',
			summary: 'Busca uma página da web e extrai os metadados da prévia de link: tags Open Graph e Twitter Card, título, descrição, imagem e favicon.',
			keywords: ['metadados', 'open graph', 'prévia de link', 'pré-visualização', 'tags meta', 'twitter card', 'favicon', 'seo', 'redes sociais'],
			fields: {
				url: { label: 'URL', description: 'Uma URL absoluta http:// ou https:// de uma página pública da web', help: 'O endereço completo de uma página pública, começando com http:// ou https://.' }
			},
			examples: { 'A page with Open Graph tags': 'Uma página com tags Open Graph', 'A plain page': 'Uma página simples' }
		}
	},
	es: {
		'social-metadata': {
			title: 'Metadatos sociales',
			summary: 'Obtiene una página web y extrae sus metadatos de vista previa de enlaces: etiquetas Open Graph y Twitter Card, título, descripción, imagen y favicon.',
			keywords: ['metadatos', 'open graph', 'vista previa de enlace', 'etiquetas meta', 'twitter card', 'favicon', 'seo', 'redes sociales', 'compartir'],
			fields: {
				url: { label: 'URL', description: 'Una URL absoluta http:// o https:// de una página web pública', help: 'La dirección completa de una página pública, que empiece por http:// o https://.' }
			},
			examples: { 'A page with Open Graph tags': 'Una página con etiquetas Open Graph', 'A plain page': 'Una página sencilla' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	socialMetadata: {
		en: { preview: 'Link preview', noTitle: '(no title)', noDescription: 'No description: sites that share this link show only the title.', image: 'Preview image', noImage: 'No preview image (og:image)', open: 'Open image', none: 'none' },
		'pt-BR': { preview: 'Prévia do link', noTitle: '(sem título)', noDescription: 'Sem descrição: quem compartilhar o link verá só o título.', image: 'Imagem de prévia', noImage: 'Sem imagem de prévia (og:image)', open: 'Abrir imagem', none: 'nenhum' },
		es: { preview: 'Vista previa del enlace', noTitle: '(sin título)', noDescription: 'Sin descripción: al compartir el enlace solo se verá el título.', image: 'Imagen de vista previa', noImage: 'Sin imagen de vista previa (og:image)', open: 'Abrir imagen', none: 'ninguna' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		http_status: ({ status }) => `a página respondeu com o status HTTP ${status}`,
		not_html: ({ type }) => `a página não é HTML (tipo de conteúdo ${type})`,
		not_html_untyped: 'a página não é HTML (sem tipo de conteúdo)'
	},
	es: {
		http_status: ({ status }) => `la página respondió con el estado HTTP ${status}`,
		not_html: ({ type }) => `la página no es HTML (tipo de contenido ${type})`,
		not_html_untyped: 'la página no es HTML (sin tipo de contenido)'
	}
} satisfies ErrorWords<typeof errors>;
