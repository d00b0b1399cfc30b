import type { OpCatalog } from './types.js';

export const es: OpCatalog = {
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
