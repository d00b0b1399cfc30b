import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'ascii-art': {
			text: { label: 'Text', help: 'The words to draw. A line break starts a new line of art; letters the font lacks (most beyond Latin-1) are left out.' },
			font: {
				label: 'Font',
				help: "One of FIGlet's classic fonts.",
				options: { standard: 'Standard', slant: 'Slant', banner: 'Banner', big: 'Big', small: 'Small' }
			},
			width: { label: 'Width (columns)', help: 'The width of the screen the art is for: a line of art is at most one column narrower, and longer text wraps at a space.' }
		}
	},
	'pt-BR': {
		'ascii-art': {
			title: 'Texto em arte ASCII',
			summary: 'Desenha o texto em letras grandes feitas de caracteres ASCII, exatamente como o FIGlet, nas fontes standard, slant, banner, big ou small.',
			keywords: ['arte ascii', 'figlet', 'banner', 'letreiro', 'letras grandes', 'fonte', 'texto em ascii', 'ascii'],
			fields: {
				text: { label: 'Texto', description: 'O texto a desenhar; uma quebra de linha começa outra linha de arte. Os caracteres que a fonte não tem ficam de fora. Até 1.000 caracteres', help: 'As palavras a desenhar. Uma quebra de linha começa outra linha de arte; as letras que a fonte não tem (a maioria fora do Latin-1) ficam de fora.' },
				font: {
					label: 'Fonte',
					description: 'A fonte do FIGlet: standard, slant, banner, big ou small',
					help: 'Uma das fontes clássicas do FIGlet.',
					options: { standard: 'Padrão', slant: 'Inclinada', banner: 'Faixa', big: 'Grande', small: 'Pequena' }
				},
				width: { label: 'Largura (colunas)', description: 'O -w do figlet: a largura da tela; as linhas de arte têm no máximo largura − 1 colunas e quebram num espaço (1–1.000, padrão 80)', help: 'A largura da tela a que a arte se destina: uma linha de arte tem no máximo uma coluna a menos, e o texto mais longo quebra num espaço.' }
			},
			examples: {
				'Hello in the standard font': 'Hello na fonte padrão',
				'Slanted letters': 'Letras inclinadas',
				'Banner wrapped at 40 columns': 'Faixa quebrada em 40 colunas'
			},
			attribution: 'FIGlet 2.2.5 e suas fontes (licença BSD): Glenn Chappell, Ian Chai, John Cowan, Christiaan Keet, Claudio Matsuoka; fonte banner de Ryan Youck'
		},
		'ascii-art-fonts': {
			title: 'Fontes de arte ASCII',
			summary: 'As fontes do FIGlet com que a ferramenta de arte ASCII desenha, com a altura e os autores.',
			keywords: ['arte ascii', 'figlet', 'fontes', 'lista'],
			fields: {},
			examples: { 'All fonts': 'Todas as fontes' },
			attribution: 'FIGlet 2.2.5 e suas fontes (licença BSD): Glenn Chappell, Ian Chai, John Cowan, Christiaan Keet, Claudio Matsuoka; fonte banner de Ryan Youck'
		}
	},
	es: {
		'ascii-art': {
			title: 'Texto en arte ASCII',
			summary: 'Dibuja el texto en letras grandes hechas de caracteres ASCII, exactamente como FIGlet, en las fuentes standard, slant, banner, big o small.',
			keywords: ['arte ascii', 'figlet', 'banner', 'letrero', 'letras grandes', 'fuente', 'texto a ascii', 'ascii'],
			fields: {
				text: { label: 'Texto', description: 'El texto a dibujar; un salto de línea empieza otra línea de arte. Los caracteres que la fuente no tiene se omiten. Hasta 1000 caracteres', help: 'Las palabras a dibujar. Un salto de línea empieza otra línea de arte; las letras que la fuente no tiene (la mayoría fuera de Latin-1) se omiten.' },
				font: {
					label: 'Fuente',
					description: 'La fuente de FIGlet: standard, slant, banner, big o small',
					help: 'Una de las fuentes clásicas de FIGlet.',
					options: { standard: 'Estándar', slant: 'Inclinada', banner: 'Pancarta', big: 'Grande', small: 'Pequeña' }
				},
				width: { label: 'Ancho (columnas)', description: 'El -w de figlet: el ancho de la pantalla; las líneas de arte tienen como mucho ancho − 1 columnas y se cortan en un espacio (1–1000, por defecto 80)', help: 'El ancho de la pantalla para la que es el arte: una línea de arte tiene como mucho una columna menos, y el texto más largo se corta en un espacio.' }
			},
			examples: {
				'Hello in the standard font': 'Hello en la fuente estándar',
				'Slanted letters': 'Letras inclinadas',
				'Banner wrapped at 40 columns': 'Pancarta cortada a 40 columnas'
			},
			attribution: 'FIGlet 2.2.5 y sus fuentes (licencia BSD): Glenn Chappell, Ian Chai, John Cowan, Christiaan Keet, Claudio Matsuoka; fuente banner de Ryan Youck'
		},
		'ascii-art-fonts': {
			title: 'Fuentes de arte ASCII',
			summary: 'Las fuentes de FIGlet con las que dibuja la herramienta de arte ASCII, con su altura y sus autores.',
			keywords: ['arte ascii', 'figlet', 'fuentes', 'lista'],
			fields: {},
			examples: { 'All fonts': 'Todas las fuentes' },
			attribution: 'FIGlet 2.2.5 y sus fuentes (licencia BSD): Glenn Chappell, Ian Chai, John Cowan, Christiaan Keet, Claudio Matsuoka; fuente banner de Ryan Youck'
		}
	}
};

/** The words of the module's views in every language. */
export const viewWords = {
	asciiArt: {
		en: { art: 'ASCII art', copy: 'the art', download: 'Download', empty: 'Nothing to draw: the font has none of these characters.', lines: 'lines', columns: 'columns wide', font: 'Font', fontNames: { standard: 'Standard', slant: 'Slant', banner: 'Banner', big: 'Big', small: 'Small' } },
		'pt-BR': { art: 'Arte ASCII', copy: 'a arte', download: 'Baixar', empty: 'Nada a desenhar: a fonte não tem nenhum destes caracteres.', lines: 'linhas', columns: 'colunas de largura', font: 'Fonte', fontNames: { standard: 'Padrão', slant: 'Inclinada', banner: 'Faixa', big: 'Grande', small: 'Pequena' } },
		es: { art: 'Arte ASCII', copy: 'el arte', download: 'Descargar', empty: 'Nada que dibujar: la fuente no tiene ninguno de estos caracteres.', lines: 'líneas', columns: 'columnas de ancho', font: 'Fuente', fontNames: { standard: 'Estándar', slant: 'Inclinada', banner: 'Pancarta', big: 'Grande', small: 'Pequeña' } }
	},
	asciiArtFonts: {
		en: { fonts: 'fonts', rows: 'rows high', default: 'default', names: { standard: 'Standard', slant: 'Slant', banner: 'Banner', big: 'Big', small: 'Small' } },
		'pt-BR': { fonts: 'fontes', rows: 'linhas de altura', default: 'padrão', names: { standard: 'Padrão', slant: 'Inclinada', banner: 'Faixa', big: 'Grande', small: 'Pequena' } },
		es: { fonts: 'fuentes', rows: 'filas de alto', default: 'por defecto', names: { standard: 'Estándar', slant: 'Inclinada', banner: 'Pancarta', big: 'Grande', small: 'Pequeña' } }
	}
} satisfies ModuleViewWords;
