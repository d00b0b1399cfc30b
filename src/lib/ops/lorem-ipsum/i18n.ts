import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'lorem-ipsum': {
			unit: { help: 'What the count counts.', unset: 'paragraphs (the default)', options: { words: 'Words', sentences: 'Sentences', paragraphs: 'Paragraphs' } },
			count: 'How many words, sentences or paragraphs, 1-100. Empty: 3.',
			start_with_lorem: { label: 'Start with "Lorem ipsum dolor sit amet"', help: 'Off: every word drawn at random.' },
			seed: 'Any number or text: the same seed gives the same text. Empty: a new text each time.'
		}
	},
	'pt-BR': {
		'lorem-ipsum': {
			title: 'Gerador de lorem ipsum',
			summary: 'Texto de preenchimento com as palavras tradicionais do lorem ipsum: um número de palavras, frases ou parágrafos, começando por "Lorem ipsum dolor sit amet" se quiser.',
			keywords: ['lorem ipsum', 'gerador de lorem ipsum', 'texto de preenchimento', 'texto fictício', 'texto de exemplo', 'texto em latim', 'cícero'],
			fields: {
				unit: { label: 'Unidade', description: 'words, sentences ou paragraphs; padrão paragraphs', help: 'O que a quantidade conta.', unset: 'parágrafos (o padrão)', options: { words: 'Palavras', sentences: 'Frases', paragraphs: 'Parágrafos' } },
				count: { label: 'Quantidade', description: 'Quantas unidades, 1-100; padrão 3', help: 'Quantas palavras, frases ou parágrafos, de 1 a 100. Vazio: 3.' },
				start_with_lorem: { label: 'Começar com "Lorem ipsum dolor sit amet"', description: 'Começar com "Lorem ipsum dolor sit amet" (frases e parágrafos: com a frase "Lorem ipsum dolor sit amet, consectetur adipiscing elit."); padrão true', help: 'Desligado: todas as palavras sorteadas.' },
				seed: { label: 'Semente', description: 'A mesma semente dá o mesmo texto (MT19937 semeado como o random.seed do Python, como em /random); sem ela as palavras vêm de crypto.getRandomValues', help: 'Qualquer número ou texto: a mesma semente dá o mesmo texto. Vazio: um texto novo a cada vez.' }
			},
			examples: { 'Three paragraphs': 'Três parágrafos', 'Two sentences': 'Duas frases', 'Fifty words, not starting with lorem': 'Cinquenta palavras, sem começar por lorem', 'Reproducible sentences (seed 42)': 'Frases reproduzíveis (semente 42)' }
		}
	},
	es: {
		'lorem-ipsum': {
			title: 'Generador de lorem ipsum',
			summary: 'Texto de relleno con las palabras tradicionales del lorem ipsum: un número de palabras, frases o párrafos, empezando por "Lorem ipsum dolor sit amet" si se quiere.',
			keywords: ['lorem ipsum', 'generador de lorem ipsum', 'texto de relleno', 'texto ficticio', 'texto de ejemplo', 'texto en latín', 'cicerón'],
			fields: {
				unit: { label: 'Unidad', description: 'words, sentences o paragraphs; por defecto paragraphs', help: 'Qué cuenta la cantidad.', unset: 'párrafos (por defecto)', options: { words: 'Palabras', sentences: 'Frases', paragraphs: 'Párrafos' } },
				count: { label: 'Cantidad', description: 'Cuántas unidades, 1-100; por defecto 3', help: 'Cuántas palabras, frases o párrafos, de 1 a 100. Vacío: 3.' },
				start_with_lorem: { label: 'Empezar con "Lorem ipsum dolor sit amet"', description: 'Empezar con "Lorem ipsum dolor sit amet" (frases y párrafos: con la frase "Lorem ipsum dolor sit amet, consectetur adipiscing elit."); por defecto true', help: 'Desactivado: todas las palabras al azar.' },
				seed: { label: 'Semilla', description: 'La misma semilla da el mismo texto (MT19937 sembrado como random.seed de Python, como en /random); sin ella las palabras vienen de crypto.getRandomValues', help: 'Cualquier número o texto: la misma semilla da el mismo texto. Vacío: un texto nuevo cada vez.' }
			},
			examples: { 'Three paragraphs': 'Tres párrafos', 'Two sentences': 'Dos frases', 'Fifty words, not starting with lorem': 'Cincuenta palabras, sin empezar por lorem', 'Reproducible sentences (seed 42)': 'Frases reproducibles (semilla 42)' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	loremIpsum: {
		en: { again: 'New text', copy: 'the text', words: (n: number) => `${n.toLocaleString('en-US')} word${n === 1 ? '' : 's'}`, characters: (n: number) => `${n.toLocaleString('en-US')} characters` },
		'pt-BR': { again: 'Novo texto', copy: 'o texto', words: (n: number) => `${n.toLocaleString('pt-BR')} palavra${n === 1 ? '' : 's'}`, characters: (n: number) => `${n.toLocaleString('pt-BR')} caracteres` },
		es: { again: 'Texto nuevo', copy: 'el texto', words: (n: number) => `${n.toLocaleString('es')} palabra${n === 1 ? '' : 's'}`, characters: (n: number) => `${n.toLocaleString('es')} caracteres` }
	}
} satisfies ModuleViewWords;
