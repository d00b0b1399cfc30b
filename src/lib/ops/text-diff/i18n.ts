import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'text-diff': {
			title: 'Comparar textos (diff)',
			summary: 'Compara dois textos por linhas, palavras ou caracteres: as mudanças, quanto foi adicionado e removido, e um patch unificado.',
			keywords: ['diff', 'comparar', 'comparar textos', 'diferença', 'diferenças', 'patch', 'mudanças'],
			fields: {
				old: { label: 'Original', description: 'O texto original; até 100.000 caracteres' },
				new: { label: 'Novo', description: 'O texto alterado; até 100.000 caracteres' },
				mode: { label: 'Modo', description: 'A unidade comparada; padrão: linhas' },
				context: { label: 'Contexto', description: 'Linhas inalteradas em volta de cada bloco do diff unificado, 0-20; padrão 3' }
			},
			examples: { Lines: 'Linhas', Words: 'Palavras' }
		}
	},
	es: {
		'text-diff': {
			title: 'Comparar textos (diff)',
			summary: 'Compara dos textos por líneas, palabras o caracteres: los cambios, cuánto se añadió y se eliminó, y un parche unificado.',
			keywords: ['diff', 'comparar', 'comparar textos', 'diferencia', 'diferencias', 'parche', 'cambios'],
			fields: {
				old: { label: 'Original', description: 'El texto original; hasta 100 000 caracteres' },
				new: { label: 'Nuevo', description: 'El texto modificado; hasta 100 000 caracteres' },
				mode: { label: 'Modo', description: 'La unidad comparada; por defecto, líneas' },
				context: { label: 'Contexto', description: 'Líneas sin cambios alrededor de cada bloque del diff unificado, 0-20; por defecto 3' }
			},
			examples: { Lines: 'Líneas', Words: 'Palabras' }
		}
	}
};
