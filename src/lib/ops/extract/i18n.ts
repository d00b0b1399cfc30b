import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const kindsEn = {
	ipv4: 'IPv4 addresses',
	ipv6: 'IPv6 addresses',
	email: 'E-mail addresses',
	url: 'Links (URLs)',
	domain: 'Domain names',
	mac: 'MAC addresses',
	hash: 'Hashes (hex digests)',
	date: 'Dates',
	'file-path': 'File paths',
	'credit-card': 'Card numbers',
	strings: 'Printable strings'
};
const kindsPt = {
	ipv4: 'Endereços IPv4',
	ipv6: 'Endereços IPv6',
	email: 'Endereços de e-mail',
	url: 'Links (endereços web)',
	domain: 'Nomes de domínio',
	mac: 'Endereços MAC',
	hash: 'Hashes (resumos em hexadecimal)',
	date: 'Datas',
	'file-path': 'Caminhos de arquivo',
	'credit-card': 'Números de cartão',
	strings: 'Sequências imprimíveis'
};
const kindsEs = {
	ipv4: 'Direcciones IPv4',
	ipv6: 'Direcciones IPv6',
	email: 'Direcciones de correo',
	url: 'Enlaces (direcciones web)',
	domain: 'Nombres de dominio',
	mac: 'Direcciones MAC',
	hash: 'Hashes (resúmenes en hexadecimal)',
	date: 'Fechas',
	'file-path': 'Rutas de archivo',
	'credit-card': 'Números de tarjeta',
	strings: 'Cadenas imprimibles'
};

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		extract: {
			input: { label: 'Text', help: 'Paste a log, an e-mail, a page or any text. Everything stays in your browser.' },
			kinds: { label: 'What to find', help: 'Tick what to look for. Printable strings (runs of plain ASCII, as the strings command prints them) are for text taken from binary files.', options: kindsEn },
			unique: { label: 'Each value once', help: 'List a value the first time it appears only; untick to see every occurrence.' },
			min_length: { label: 'Shortest printable string', help: 'For printable strings: how many characters a run needs to be listed (4, as the strings command).' }
		}
	},
	'pt-BR': {
		extract: {
			title: 'Extrair IPs, e-mails, URLs e mais de um texto',
			summary: 'Encontra os endereços IPv4 e IPv6, e-mails, URLs, domínios, endereços MAC, hashes, datas, caminhos de arquivo, números de cartão e sequências imprimíveis de um texto, na ordem em que aparecem, com a posição e uma contagem por tipo.',
			keywords: ['extrair', 'extrator', 'encontrar no texto', 'endereços ip', 'e-mails', 'domínios', 'endereços mac', 'caminhos de arquivo', 'números de cartão', 'sequências imprimíveis'],
			fields: {
				input: { label: 'Texto', description: 'O texto onde procurar; até 1.000.000 de caracteres', help: 'Cole um log, um e-mail, uma página ou qualquer texto. Tudo fica no seu navegador.' },
				kinds: {
					label: 'O que encontrar',
					description: 'O que procurar: ipv4, ipv6 (só endereços válidos), email, url (esquema://…), domain (um nome cujo domínio de topo está na seção ICANN da Public Suffix List), mac (aa:bb:cc:dd:ee:ff, aa-bb-…, aabb.ccdd.eeff), hash (32, 40, 64 ou 128 dígitos hexadecimais, com o algoritmo provável), date (ISO 8601 / AAAA-MM-DD com hora opcional, DD/MM/AAAA; só datas reais), file-path (Unix e Windows), credit-card (13 a 19 dígitos, com espaços ou hífens entre eles, válidos pelo Luhn), strings (sequências de ASCII imprimível de pelo menos `min_length` caracteres, como o GNU strings); padrão: todos menos strings',
					help: 'Marque o que procurar. As sequências imprimíveis (trechos de ASCII simples, como o comando strings as mostra) servem para texto tirado de arquivos binários.',
					options: kindsPt
				},
				unique: { label: 'Cada valor uma vez', description: 'Listar cada valor de um tipo uma vez, onde aparece primeiro', help: 'Lista um valor só na primeira vez em que aparece; desmarque para ver todas as ocorrências.' },
				min_length: { label: 'Menor sequência imprimível', description: 'Para strings: a menor sequência listada, como `strings -n`; de 1 a 1.024, padrão 4', help: 'Para as sequências imprimíveis: quantos caracteres um trecho precisa ter para ser listado (4, como no comando strings).' }
			},
			examples: {
				'Indicators in a log': 'Indicadores em um log',
				'E-mail addresses only': 'Só endereços de e-mail',
				'Hashes and MAC addresses': 'Hashes e endereços MAC',
				'Printable strings (like strings -n 6)': 'Sequências imprimíveis (como strings -n 6)'
			}
		}
	},
	es: {
		extract: {
			title: 'Extraer IP, correos, URL y más de un texto',
			summary: 'Encuentra las direcciones IPv4 e IPv6, correos, URL, dominios, direcciones MAC, hashes, fechas, rutas de archivo, números de tarjeta y cadenas imprimibles de un texto, en el orden en que aparecen, con su posición y un recuento por tipo.',
			keywords: ['extraer', 'extractor', 'buscar en el texto', 'direcciones ip', 'correos', 'dominios', 'direcciones mac', 'rutas de archivo', 'números de tarjeta', 'cadenas imprimibles'],
			fields: {
				input: { label: 'Texto', description: 'El texto donde buscar; hasta 1 000 000 caracteres', help: 'Pegue un registro, un correo, una página o cualquier texto. Todo se queda en su navegador.' },
				kinds: {
					label: 'Qué encontrar',
					description: 'Qué buscar: ipv4, ipv6 (solo direcciones válidas), email, url (esquema://…), domain (un nombre cuyo dominio de nivel superior está en la sección ICANN de la Public Suffix List), mac (aa:bb:cc:dd:ee:ff, aa-bb-…, aabb.ccdd.eeff), hash (32, 40, 64 o 128 dígitos hexadecimales, con el algoritmo probable), date (ISO 8601 / AAAA-MM-DD con hora opcional, DD/MM/AAAA; solo fechas reales), file-path (Unix y Windows), credit-card (de 13 a 19 dígitos, con espacios o guiones entre ellos, válidos según Luhn), strings (tramos de ASCII imprimible de al menos `min_length` caracteres, como GNU strings); por defecto todos menos strings',
					help: 'Marque qué buscar. Las cadenas imprimibles (tramos de ASCII simple, como las muestra el comando strings) sirven para texto sacado de archivos binarios.',
					options: kindsEs
				},
				unique: { label: 'Cada valor una vez', description: 'Listar cada valor de un tipo una vez, donde aparece primero', help: 'Lista un valor solo la primera vez que aparece; desmarque para ver todas las apariciones.' },
				min_length: { label: 'Cadena imprimible más corta', description: 'Para strings: el tramo más corto que se lista, como `strings -n`; de 1 a 1024, por defecto 4', help: 'Para las cadenas imprimibles: cuántos caracteres necesita un tramo para listarse (4, como el comando strings).' }
			},
			examples: {
				'Indicators in a log': 'Indicadores en un registro',
				'E-mail addresses only': 'Solo direcciones de correo',
				'Hashes and MAC addresses': 'Hashes y direcciones MAC',
				'Printable strings (like strings -n 6)': 'Cadenas imprimibles (como strings -n 6)'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	extract: {
		en: {
			found: (n: number) => (n === 1 ? '1 match' : `${n.toLocaleString('en-US')} matches`),
			none: 'Nothing found of the kinds asked for.',
			kinds: kindsEn,
			copyAll: 'every match',
			copyKind: 'these matches',
			at: 'at character',
			highlight: 'Show them in the text',
			more: (n: number) => `and ${n.toLocaleString('en-US')} more (copy has them all)`
		},
		'pt-BR': {
			found: (n: number) => (n === 1 ? '1 resultado' : `${n.toLocaleString('pt-BR')} resultados`),
			none: 'Nada encontrado dos tipos pedidos.',
			kinds: kindsPt,
			copyAll: 'todos os resultados',
			copyKind: 'estes resultados',
			at: 'no caractere',
			highlight: 'Mostrar no texto',
			more: (n: number) => `e mais ${n.toLocaleString('pt-BR')} (a cópia tem todos)`
		},
		es: {
			found: (n: number) => (n === 1 ? '1 resultado' : `${n.toLocaleString('es')} resultados`),
			none: 'No se encontró nada de los tipos pedidos.',
			kinds: kindsEs,
			copyAll: 'todos los resultados',
			copyKind: 'estos resultados',
			at: 'en el carácter',
			highlight: 'Mostrarlos en el texto',
			more: (n: number) => `y ${n.toLocaleString('es')} más (la copia los tiene todos)`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		no_kinds: 'precisa nomear pelo menos um tipo',
		too_many_matches: ({ max }) => `o texto tem mais de ${max.toLocaleString('pt-BR')} resultados; peça menos tipos ou envie menos texto`
	},
	es: {
		no_kinds: 'debe nombrar al menos un tipo',
		too_many_matches: ({ max }) => `el texto tiene más de ${max.toLocaleString('es')} resultados; pida menos tipos o envíe menos texto`
	}
} satisfies ErrorWords<typeof errors>;
