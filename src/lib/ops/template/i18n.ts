import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		template: {
			template: { label: 'Template', help: 'Text with {{name}} where a value goes, {{#list}}…{{/list}} to repeat or show a part, {{^list}}…{{/list}} for when it is empty or false, {{> partial}} to include a partial.' },
			data: { label: 'Data (JSON)', help: 'A JSON object whose names the template uses, such as {"name": "Ana"}.' },
			partials: { label: 'Partials (JSON)', help: 'Other templates by name, as a JSON object: {"row": "<li>{{.}}</li>"} is included by {{> row}}.' }
		}
	},
	'pt-BR': {
		template: {
			title: 'Renderizador de modelos Mustache',
			summary: 'Preenche um modelo Mustache (especificação v1.3: variáveis, seções, seções invertidas, comentários, parciais, troca de delimitadores) com dados JSON.',
			keywords: ['modelo', 'template', 'mustache', 'handlebars', 'renderizar', 'mala direta', 'preencher', 'variáveis', 'parciais'],
			fields: {
				template: {
					label: 'Modelo',
					description: 'O modelo Mustache (especificação v1.3): {{name}} (com escape HTML), {{{name}}} ou {{&name}} (como está), {{#section}}…{{/section}}, {{^inverted}}…{{/inverted}}, {{! comentário}}, {{> partial}}, {{=<% %>=}}; até 65.536 caracteres',
					help: 'Texto com {{nome}} onde vai um valor, {{#lista}}…{{/lista}} para repetir ou mostrar uma parte, {{^lista}}…{{/lista}} para quando está vazia ou falsa, {{> parcial}} para incluir um parcial.'
				},
				data: { label: 'Dados (JSON)', description: 'O objeto JSON onde os nomes são procurados; até 262.144 caracteres escrito como JSON', help: 'Um objeto JSON com os nomes que o modelo usa, como {"nome": "Ana"}.' },
				partials: {
					label: 'Parciais (JSON)',
					description: 'Modelos que {{> nome}} inclui, por nome; até 100, de até 65.536 caracteres cada; um que falta vira nada',
					help: 'Outros modelos por nome, como um objeto JSON: {"linha": "<li>{{.}}</li>"} é incluído por {{> linha}}.'
				}
			},
			examples: { 'A list with a fallback': 'Uma lista com alternativa', Partials: 'Parciais', 'Other delimiters': 'Outros delimitadores' }
		}
	},
	es: {
		template: {
			title: 'Renderizador de plantillas Mustache',
			summary: 'Rellena una plantilla Mustache (especificación v1.3: variables, secciones, secciones invertidas, comentarios, parciales, cambio de delimitadores) con datos JSON.',
			keywords: ['plantilla', 'template', 'mustache', 'handlebars', 'renderizar', 'combinar correspondencia', 'rellenar', 'variables', 'parciales'],
			fields: {
				template: {
					label: 'Plantilla',
					description: 'La plantilla Mustache (especificación v1.3): {{name}} (con escape HTML), {{{name}}} o {{&name}} (tal cual), {{#section}}…{{/section}}, {{^inverted}}…{{/inverted}}, {{! comentario}}, {{> partial}}, {{=<% %>=}}; hasta 65 536 caracteres',
					help: 'Texto con {{nombre}} donde va un valor, {{#lista}}…{{/lista}} para repetir o mostrar una parte, {{^lista}}…{{/lista}} para cuando está vacía o es falsa, {{> parcial}} para incluir un parcial.'
				},
				data: { label: 'Datos (JSON)', description: 'El objeto JSON donde se buscan los nombres; hasta 262 144 caracteres escrito como JSON', help: 'Un objeto JSON con los nombres que usa la plantilla, como {"nombre": "Ana"}.' },
				partials: {
					label: 'Parciales (JSON)',
					description: 'Plantillas que {{> nombre}} incluye, por nombre; hasta 100, de hasta 65 536 caracteres cada una; una que falta no escribe nada',
					help: 'Otras plantillas por nombre, como un objeto JSON: {"fila": "<li>{{.}}</li>"} se incluye con {{> fila}}.'
				}
			},
			examples: { 'A list with a fallback': 'Una lista con alternativa', Partials: 'Parciales', 'Other delimiters': 'Otros delimitadores' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	template: {
		en: { heading: 'Output', copy: 'the output', download: 'Download', empty: 'The template renders as nothing.', characters: (n: string) => `${n} characters`, lines: (n: string) => `${n} lines` },
		'pt-BR': { heading: 'Resultado', copy: 'o resultado', download: 'Baixar', empty: 'O modelo não produz nada.', characters: (n: string) => `${n} caracteres`, lines: (n: string) => `${n} linhas` },
		es: { heading: 'Resultado', copy: 'el resultado', download: 'Descargar', empty: 'La plantilla no produce nada.', characters: (n: string) => `${n} caracteres`, lines: (n: string) => `${n} líneas` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es; mustache.js's reason stays in English. */
export const errorWords = {
	'pt-BR': {
		not_object: 'precisa ser um objeto JSON',
		not_partials: 'precisa ser um objeto JSON de modelos por nome',
		partial_not_text: 'precisa ser um modelo (um texto)',
		syntax: ({ reason }) => `não é um modelo Mustache válido: ${reason}`,
		too_many_partials: ({ max }) => `pode ter no máximo ${max.toLocaleString('pt-BR')} parciais`,
		partial_too_long: ({ name, max }) => `o parcial "${name}" passa de ${max.toLocaleString('pt-BR')} caracteres`,
		data_too_long: ({ max, got }) => `pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres escrito como JSON; tem ${got.toLocaleString('pt-BR')}`,
		output_too_long: ({ max }) => `o resultado passaria de ${max.toLocaleString('pt-BR')} caracteres`,
		too_many_steps: ({ max }) => `o modelo escreveria mais de ${max.toLocaleString('pt-BR')} marcas e trechos de texto (seções sobre listas longas aninhadas umas nas outras?)`,
		partials_too_deep: ({ max }) => `os parciais estão aninhados mais de ${max.toLocaleString('pt-BR')} níveis (um parcial que inclui a si mesmo sem fim?)`,
		nested_too_deep: 'as seções estão aninhadas fundo demais para renderizar'
	},
	es: {
		not_object: 'debe ser un objeto JSON',
		not_partials: 'debe ser un objeto JSON de plantillas por nombre',
		partial_not_text: 'debe ser una plantilla (un texto)',
		syntax: ({ reason }) => `no es una plantilla Mustache válida: ${reason}`,
		too_many_partials: ({ max }) => `puede tener como máximo ${max.toLocaleString('es')} parciales`,
		partial_too_long: ({ name, max }) => `el parcial "${name}" supera los ${max.toLocaleString('es')} caracteres`,
		data_too_long: ({ max, got }) => `puede tener como máximo ${max.toLocaleString('es')} caracteres escrito como JSON; tiene ${got.toLocaleString('es')}`,
		output_too_long: ({ max }) => `el resultado superaría los ${max.toLocaleString('es')} caracteres`,
		too_many_steps: ({ max }) => `la plantilla escribiría más de ${max.toLocaleString('es')} etiquetas y trozos de texto (¿secciones sobre listas largas anidadas unas en otras?)`,
		partials_too_deep: ({ max }) => `los parciales están anidados más de ${max.toLocaleString('es')} niveles (¿un parcial que se incluye a sí mismo sin fin?)`,
		nested_too_deep: 'las secciones están anidadas demasiado hondo para renderizar'
	}
} satisfies ErrorWords<typeof errors>;
