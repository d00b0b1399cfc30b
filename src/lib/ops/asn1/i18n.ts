import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		asn1: {
			input: { help: 'DER bytes written in the encoding below (hex for CyberChef\'s "Parse ASN.1 hex string"), or PEM text (a certificate, key, CSR or CRL file), or drop a file.' },
			input_encoding: inputEncodingWords('en')
		}
	},
	'pt-BR': {
		asn1: {
			title: 'Analisador ASN.1 DER',
			summary: 'Mostra a estrutura de bytes DER ou BER (um certificado, chave, CSR, CRL ou qualquer ASN.1): cada elemento com posição, tamanhos, tag e valor, como o openssl asn1parse imprime.',
			keywords: ['asn1', 'asn.1', 'der', 'tlv', 'analisar asn.1', 'asn1parse', 'identificador de objeto', 'estrutura do certificado', 'parse asn.1 hex string', 'parse tlv'],
			fields: {
				input: {
					label: 'Entrada',
					description: 'Os bytes DER (ou texto PEM: o base64 do primeiro bloco é lido), escritos como diz `input_encoding` (texto UTF-8 por padrão); até 393.216 caracteres',
					help: 'Bytes DER na codificação abaixo (hex para o "Parse ASN.1 hex string" do CyberChef), ou texto PEM (um arquivo de certificado, chave, CSR ou CRL), ou solte um arquivo.'
				},
				input_encoding: inputEncodingWords('pt-BR')
			},
			examples: { 'A hand-made SEQUENCE (hex)': 'Uma SEQUENCE feita à mão (hex)', 'An Ed25519 public key (PEM)': 'Uma chave pública Ed25519 (PEM)' }
		}
	},
	es: {
		asn1: {
			title: 'Analizador ASN.1 DER',
			summary: 'Muestra la estructura de bytes DER o BER (un certificado, clave, CSR, CRL o cualquier ASN.1): cada elemento con su posición, longitudes, etiqueta y valor, como lo imprime openssl asn1parse.',
			keywords: ['asn1', 'asn.1', 'der', 'tlv', 'analizar asn.1', 'asn1parse', 'identificador de objeto', 'estructura del certificado', 'parse asn.1 hex string', 'parse tlv'],
			fields: {
				input: {
					label: 'Entrada',
					description: 'Los bytes DER (o texto PEM: se lee el base64 del primer bloque), escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 393 216 caracteres',
					help: 'Bytes DER en la codificación de abajo (hex para "Parse ASN.1 hex string" de CyberChef), o texto PEM (un archivo de certificado, clave, CSR o CRL), o suelta un archivo.'
				},
				input_encoding: inputEncodingWords('es')
			},
			examples: { 'A hand-made SEQUENCE (hex)': 'Una SEQUENCE hecha a mano (hex)', 'An Ed25519 public key (PEM)': 'Una clave pública Ed25519 (PEM)' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	asn1: {
		en: {
			summary: (n: string, d: number) => `${n} elements, nested ${d === 1 ? '1 level' : `${d} levels`} deep`,
			offset: 'offset',
			header: 'header',
			content: (n: string) => (n === '1' ? '1 byte of content' : `${n} bytes of content`),
			indefinite: 'indefinite length',
			constructed: 'constructed',
			primitive: 'primitive',
			empty: 'empty',
			expandAll: 'Expand all',
			collapseAll: 'Collapse all',
			file: 'Parse a file (DER or PEM)'
		},
		'pt-BR': {
			summary: (n: string, d: number) => `${n} elementos, aninhados em ${d === 1 ? '1 nível' : `${d} níveis`}`,
			offset: 'posição',
			header: 'cabeçalho',
			content: (n: string) => (n === '1' ? '1 byte de conteúdo' : `${n} bytes de conteúdo`),
			indefinite: 'tamanho indefinido',
			constructed: 'construído',
			primitive: 'primitivo',
			empty: 'vazio',
			expandAll: 'Expandir tudo',
			collapseAll: 'Recolher tudo',
			file: 'Analisar um arquivo (DER ou PEM)'
		},
		es: {
			summary: (n: string, d: number) => `${n} elementos, anidados en ${d === 1 ? '1 nivel' : `${d} niveles`}`,
			offset: 'posición',
			header: 'cabecera',
			content: (n: string) => (n === '1' ? '1 byte de contenido' : `${n} bytes de contenido`),
			indefinite: 'longitud indefinida',
			constructed: 'construido',
			primitive: 'primitivo',
			empty: 'vacío',
			expandAll: 'Expandir todo',
			collapseAll: 'Contraer todo',
			file: 'Analizar un archivo (DER o PEM)'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		empty: 'precisa de pelo menos um byte de DER',
		pem_not_base64: ({ label }) => `o bloco PEM ${label} não é base64 válido`,
		truncated_header: ({ offset }) => `o elemento na posição ${offset} termina dentro da tag ou do tamanho`,
		long_length: ({ offset }) => `o elemento na posição ${offset} tem um tamanho de mais de 4 bytes`,
		too_long: ({ offset, length, left }) => `o elemento na posição ${offset} diz ter ${length.toLocaleString('pt-BR')} bytes de conteúdo, mas só restam ${left.toLocaleString('pt-BR')}`,
		indefinite_primitive: ({ offset }) => `o elemento primitivo na posição ${offset} tem tamanho indefinido`,
		no_end: ({ offset }) => `o elemento de tamanho indefinido na posição ${offset} não tem marcador de fim de conteúdo`,
		trailing: ({ offset, count }) => `${count.toLocaleString('pt-BR')} bytes seguem o elemento raiz, a partir da posição ${offset}: envie um único elemento DER`,
		too_deep: ({ max, offset }) => `aninhado em mais de ${max} níveis (na posição ${offset})`,
		too_many: ({ max }) => `mais de ${max.toLocaleString('pt-BR')} elementos`,
		big_tag: ({ offset }) => `o número da tag na posição ${offset} é grande demais`
	},
	es: {
		empty: 'necesita al menos un byte de DER',
		pem_not_base64: ({ label }) => `el bloque PEM ${label} no es base64 válido`,
		truncated_header: ({ offset }) => `el elemento en la posición ${offset} termina dentro de su etiqueta o longitud`,
		long_length: ({ offset }) => `el elemento en la posición ${offset} tiene una longitud de más de 4 bytes`,
		too_long: ({ offset, length, left }) => `el elemento en la posición ${offset} dice tener ${length.toLocaleString('es')} bytes de contenido, pero solo quedan ${left.toLocaleString('es')}`,
		indefinite_primitive: ({ offset }) => `el elemento primitivo en la posición ${offset} tiene longitud indefinida`,
		no_end: ({ offset }) => `el elemento de longitud indefinida en la posición ${offset} no tiene marcador de fin de contenido`,
		trailing: ({ offset, count }) => `${count.toLocaleString('es')} bytes siguen al elemento raíz, desde la posición ${offset}: envía un solo elemento DER`,
		too_deep: ({ max, offset }) => `anidado en más de ${max} niveles (en la posición ${offset})`,
		too_many: ({ max }) => `más de ${max.toLocaleString('es')} elementos`,
		big_tag: ({ offset }) => `el número de etiqueta en la posición ${offset} es demasiado grande`
	}
} satisfies ErrorWords<typeof errors>;
