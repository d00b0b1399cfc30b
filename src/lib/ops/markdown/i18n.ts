import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		markdown: {
			markdown: { help: 'Paste Markdown: headings, lists, - [ ] task lists, | tables |, ~~strikethrough~~, links. Scripts and unsafe links are removed from the result.', placeholder: '# Title\n\n- [x] done\n- [ ] to do' }
		}
	},
	'pt-BR': {
		markdown: {
			title: 'Markdown para HTML',
			summary: 'Converte CommonMark com as tabelas, listas de tarefas, tachado e links automáticos do GitHub em HTML sanitizado, com o sumário dos títulos e âncoras no estilo do GitHub.',
			keywords: ['markdown', 'commonmark', 'gfm', 'markdown para html', 'pré-visualizar markdown', 'readme', 'html', 'sanitizar', 'sumário', 'converter markdown'],
			fields: {
				markdown: {
					label: 'Markdown',
					description: 'CommonMark 0.31.2 com tabelas, listas de tarefas, tachado e links automáticos do GitHub; HTML bruto permitido (sanitizado); no máximo 256 KiB em UTF-8',
					help: 'Cole o Markdown: títulos, listas, - [ ] listas de tarefas, | tabelas |, ~~tachado~~, links. Scripts e links inseguros são removidos do resultado.',
					placeholder: '# Título\n\n- [x] feito\n- [ ] a fazer'
				}
			},
			examples: {
				'README with a task list and a table': 'README com lista de tarefas e tabela',
				'Unsafe HTML is removed': 'HTML inseguro é removido',
				'Repeated headings get unique anchors': 'Títulos repetidos ganham âncoras únicas'
			}
		}
	},
	es: {
		markdown: {
			title: 'Markdown a HTML',
			summary: 'Convierte CommonMark con las tablas, listas de tareas, tachado y enlaces automáticos de GitHub en HTML saneado, con el índice de encabezados y anclas al estilo de GitHub.',
			keywords: ['markdown', 'commonmark', 'gfm', 'markdown a html', 'vista previa markdown', 'readme', 'html', 'sanear', 'índice', 'convertir markdown'],
			fields: {
				markdown: {
					label: 'Markdown',
					description: 'CommonMark 0.31.2 con tablas, listas de tareas, tachado y enlaces automáticos de GitHub; HTML en bruto permitido (saneado); como máximo 256 KiB en UTF-8',
					help: 'Pega el Markdown: encabezados, listas, - [ ] listas de tareas, | tablas |, ~~tachado~~, enlaces. Los scripts y enlaces inseguros se quitan del resultado.',
					placeholder: '# Título\n\n- [x] hecho\n- [ ] por hacer'
				}
			},
			examples: {
				'README with a task list and a table': 'README con lista de tareas y tabla',
				'Unsafe HTML is removed': 'Se quita el HTML inseguro',
				'Repeated headings get unique anchors': 'Los encabezados repetidos reciben anclas únicas'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	markdown: {
		en: { source: 'Markdown', preview: 'Preview', outline: 'Outline', html: 'HTML', copyHtml: 'Copy HTML', showHtml: 'Show the HTML', empty: 'Nothing to show.', untitled: '(empty heading)', done: 'Done', todo: 'To do' },
		'pt-BR': { source: 'Markdown', preview: 'Pré-visualização', outline: 'Sumário', html: 'HTML', copyHtml: 'Copiar HTML', showHtml: 'Ver o HTML', empty: 'Nada para mostrar.', untitled: '(título vazio)', done: 'Feito', todo: 'A fazer' },
		es: { source: 'Markdown', preview: 'Vista previa', outline: 'Índice', html: 'HTML', copyHtml: 'Copiar HTML', showHtml: 'Ver el HTML', empty: 'Nada que mostrar.', untitled: '(encabezado vacío)', done: 'Hecho', todo: 'Pendiente' }
	}
} satisfies ModuleViewWords;
