import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		translate: {
			from: 'The language the text is in; keep “auto” to let the service detect it.',
			to: 'The language you want; type its name or code and pick it from the list.'
		}
	},
	'pt-BR': {
		translate: {
			title: 'Traduzir',
			summary: 'Traduz textos entre idiomas usando o serviço compatível com LibreTranslate configurado pelo operador, detectando o idioma de origem quando solicitado.',
			keywords: ['traduzir', 'tradutor', 'tradução', 'idioma', 'língua', 'detectar idioma', 'inglês', 'espanhol'],
			fields: {
				text: { label: 'Texto', description: 'O texto a traduzir, no máximo 5.000 caracteres' },
				from: { label: 'Idioma de origem', description: 'Código do idioma de origem, ou "auto" (padrão) para detectá-lo', help: 'O idioma em que o texto está; deixe “auto” para o serviço detectá-lo.' },
				to: { label: 'Idioma de destino', description: 'Código do idioma de destino', help: 'O idioma que você quer; digite o nome ou o código e escolha na lista.' }
			},
			examples: { 'Detect the source language': 'Detectar o idioma de origem', 'Given source language': 'Idioma de origem informado' }
		}
	},
	es: {
		translate: {
			title: 'Traducir',
			summary: 'Traduce textos entre idiomas con el servicio compatible con LibreTranslate configurado por el operador, y detecta el idioma de origen si se pide.',
			keywords: ['traducir', 'traductor', 'traducción', 'idioma', 'lengua', 'detectar idioma', 'inglés', 'portugués'],
			fields: {
				text: { label: 'Texto', description: 'El texto que traducir, como máximo 5.000 caracteres' },
				from: { label: 'Idioma de origen', description: 'Código del idioma de origen, o "auto" (predeterminado) para detectarlo', help: 'El idioma en que está el texto; deja “auto” para que el servicio lo detecte.' },
				to: { label: 'Idioma de destino', description: 'Código del idioma de destino', help: 'El idioma que quieres; escribe su nombre o su código y elígelo de la lista.' }
			},
			examples: { 'Detect the source language': 'Detectar el idioma de origen', 'Given source language': 'Idioma de origen indicado' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	translate: { en: { detected: 'detected', unknown: 'Unknown language' }, 'pt-BR': { detected: 'detectado', unknown: 'Idioma desconhecido' }, es: { detected: 'detectado', unknown: 'Idioma desconocido' } }
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_configured: 'O serviço de tradução não está configurado',
		required: 'é obrigatório',
		not_a_string: 'deve ser um texto',
		not_a_code: 'deve ser um código de idioma como "en", "de" ou "pt-BR"',
		not_a_code_or_auto: 'deve ser um código de idioma como "en", "de" ou "pt-BR", ou "auto"',
		empty: 'não pode ficar vazio',
		pair: ({ from, to }) => `O serviço de tradução não traduz de ${from} para ${to}`,
		unsupported: ({ code, supported }) => `"${code}" não é aceito pelo serviço de tradução; aceitos: ${supported}`
	},
	es: {
		not_configured: 'El servicio de traducción no está configurado',
		required: 'es obligatorio',
		not_a_string: 'debe ser un texto',
		not_a_code: 'debe ser un código de idioma como "en", "de" o "pt-BR"',
		not_a_code_or_auto: 'debe ser un código de idioma como "en", "de" o "pt-BR", o "auto"',
		empty: 'no puede estar vacío',
		pair: ({ from, to }) => `El servicio de traducción no traduce de ${from} a ${to}`,
		unsupported: ({ code, supported }) => `"${code}" no lo admite el servicio de traducción; admitidos: ${supported}`
	}
} satisfies ErrorWords<typeof errors>;
