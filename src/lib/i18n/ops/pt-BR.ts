import type { OpCatalog } from './types.js';

export const ptBR: OpCatalog = {
	groups: {
		security: '',
		'geo-time': '',
		validation: '',
		generation: '',
		web: '',
		ai: ''
	},
	ops: {}
};
