import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-diff': { mode: { options: { lines: 'Lines', words: 'Words', chars: 'Characters' } } }
	},
	'pt-BR': {
		'text-diff': {
			title: 'Comparar textos (diff)',
			summary: 'Compara dois textos por linhas, palavras ou caracteres: as mudanças, quanto foi adicionado e removido, e um patch unificado.',
			keywords: ['diff', 'comparar', 'comparar textos', 'diferença', 'diferenças', 'patch', 'mudanças'],
			fields: {
				old: { label: 'Original', description: 'O texto original; até 100.000 caracteres' },
				new: { label: 'Novo', description: 'O texto alterado; até 100.000 caracteres' },
				mode: { label: 'Modo', description: 'A unidade comparada; padrão: linhas', options: { lines: 'Linhas', words: 'Palavras', chars: 'Caracteres' } },
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
				mode: { label: 'Modo', description: 'La unidad comparada; por defecto, líneas', options: { lines: 'Líneas', words: 'Palabras', chars: 'Caracteres' } },
				context: { label: 'Contexto', description: 'Líneas sin cambios alrededor de cada bloque del diff unificado, 0-20; por defecto 3' }
			},
			examples: { Lines: 'Líneas', Words: 'Palabras' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	textDiff: {
		en: {
			added: (n: number, unit: string) => `+${n} ${unit}`,
			removed: (n: number, unit: string) => `−${n} ${unit}`,
			units: { lines: 'lines', words: 'words', chars: 'characters' } as Record<string, string>,
			unit: { lines: 'line', words: 'word', chars: 'character' } as Record<string, string>,
			old: 'Original',
			now: 'Changed',
			identical: 'The texts are identical.',
			patch: 'Unified patch',
			copyPatch: 'Copy patch',
			download: 'Download .patch',
			inline: 'Changes'
		},
		'pt-BR': {
			added: (n: number, unit: string) => `+${n} ${unit}`,
			removed: (n: number, unit: string) => `−${n} ${unit}`,
			units: { lines: 'linhas', words: 'palavras', chars: 'caracteres' } as Record<string, string>,
			unit: { lines: 'linha', words: 'palavra', chars: 'caractere' } as Record<string, string>,
			old: 'Original',
			now: 'Alterado',
			identical: 'Os textos são idênticos.',
			patch: 'Patch unificado',
			copyPatch: 'Copiar patch',
			download: 'Baixar .patch',
			inline: 'Mudanças'
		},
		es: {
			added: (n: number, unit: string) => `+${n} ${unit}`,
			removed: (n: number, unit: string) => `−${n} ${unit}`,
			units: { lines: 'líneas', words: 'palabras', chars: 'caracteres' } as Record<string, string>,
			unit: { lines: 'línea', words: 'palabra', chars: 'carácter' } as Record<string, string>,
			old: 'Original',
			now: 'Modificado',
			identical: 'Los textos son idénticos.',
			patch: 'Parche unificado',
			copyPatch: 'Copiar parche',
			download: 'Descargar .patch',
			inline: 'Cambios'
		}
	},
	/** DiffFiles.svelte: two files (or large pastes) compared by lines in the worker. */
	diffFiles: {
		en: {
			title: 'Compare two files',
			added: (n: number) => `+${n} ${n === 1 ? 'line' : 'lines'}`,
			removed: (n: number) => `−${n} ${n === 1 ? 'line' : 'lines'}`,
			note: 'Files, or a paste of over 100,000 characters in a field, are compared by lines in this browser; the unified patch comes back as a file.',
			old: 'Original file',
			now: 'Changed file',
			pasted: 'pasted text',
			chosen: (name: string, size: string) => `${name} (${size})`,
			missing: 'Choose the other file too.',
			identical: 'The files are identical.'
		},
		'pt-BR': {
			title: 'Comparar dois arquivos',
			added: (n: number) => `+${n} ${n === 1 ? 'linha' : 'linhas'}`,
			removed: (n: number) => `−${n} ${n === 1 ? 'linha' : 'linhas'}`,
			note: 'Arquivos, ou um texto de mais de 100.000 caracteres colado num campo, são comparados por linhas neste navegador; o patch unificado volta como um arquivo.',
			old: 'Arquivo original',
			now: 'Arquivo alterado',
			pasted: 'texto colado',
			chosen: (name: string, size: string) => `${name} (${size})`,
			missing: 'Escolha também o outro arquivo.',
			identical: 'Os arquivos são idênticos.'
		},
		es: {
			title: 'Comparar dos archivos',
			added: (n: number) => `+${n} ${n === 1 ? 'línea' : 'líneas'}`,
			removed: (n: number) => `−${n} ${n === 1 ? 'línea' : 'líneas'}`,
			note: 'Los archivos, o un texto de más de 100 000 caracteres pegado en un campo, se comparan por líneas en este navegador; el parche unificado vuelve como un archivo.',
			old: 'Archivo original',
			now: 'Archivo modificado',
			pasted: 'texto pegado',
			chosen: (name: string, size: string) => `${name} (${size})`,
			missing: 'Elige también el otro archivo.',
			identical: 'Los archivos son idénticos.'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		too_different: ({ ms }) => `os textos são diferentes demais para comparar em ${ms.toLocaleString('pt-BR')} ms; compare partes menores ou use o modo por linhas`,
		too_different_files: ({ seconds }) => `os arquivos são diferentes demais para comparar em ${seconds} s; compare partes menores deles`
	},
	es: {
		too_different: ({ ms }) => `los textos son demasiado distintos para compararlos en ${ms.toLocaleString('es')} ms; compara partes más pequeñas o usa el modo por líneas`,
		too_different_files: ({ seconds }) => `los archivos son demasiado distintos para compararlos en ${seconds} s; compara partes más pequeñas de ellos`
	}
} satisfies ErrorWords<typeof errors>;
