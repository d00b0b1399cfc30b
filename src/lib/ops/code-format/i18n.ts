import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'code-format': {
			title: '',
			summary: '',
			keywords: [],
			fields: { text: { label: '', description: '' } },
			examples: { Example: '' }
		}
	},
	es: {
		'code-format': {
			title: '',
			summary: '',
			keywords: [],
			fields: { text: { label: '', description: '' } },
			examples: { Example: '' }
		}
	}
};
