import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		asn1: {
			input: { help: 'DER bytes written in the encoding below (hex for CyberChef\'s "Parse ASN.1 hex string"), or PEM text (a certificate, key, CSR or CRL file), or drop a file.' },
			input_encoding: inputEncodingWords('en'),
			action: { help: 'Show the structure, or convert: PEM to hex and back, an object identifier (OID) to its DER bytes and back.', unset: 'parse (the default)', options: { parse: 'Parse (show the structure)', 'pem-to-hex': 'PEM to hex', 'hex-to-pem': 'Hex to PEM', 'oid-to-hex': 'Object identifier to hex', 'hex-to-oid': 'Hex to object identifier' } },
			label: { help: 'For hex to PEM: the word in the BEGIN and END lines, such as CERTIFICATE, PUBLIC KEY or PRIVATE KEY.' }
		}
	},
	'pt-BR': {
		asn1: {
			title: 'Analisador ASN.1 DER',
			summary: 'Mostra a estrutura de bytes DER ou BER (um certificado, chave, CSR, CRL ou qualquer ASN.1): cada elemento com posição, tamanhos, tag e valor, como o openssl asn1parse imprime. Também PEM para hex e de volta, e OIDs para seus bytes DER e de volta.',
			keywords: ['asn1', 'asn.1', 'der', 'tlv', 'analisar asn.1', 'asn1parse', 'identificador de objeto', 'pem para hex', 'oid para hex', 'parse asn.1 hex string'],
			fields: {
				input: {
					label: 'Entrada',
					description: 'Os bytes DER (ou texto PEM: o base64 do primeiro bloco é lido), escritos como diz `input_encoding` (texto UTF-8 por padrão); até 393.216 caracteres',
					help: 'Bytes DER na codificação abaixo (hex para o "Parse ASN.1 hex string" do CyberChef), ou texto PEM (um arquivo de certificado, chave, CSR ou CRL), ou solte um arquivo.'
				},
				input_encoding: inputEncodingWords('pt-BR'),
				action: {
					label: 'Ação',
					description: 'parse (a árvore, o padrão), pem-to-hex (os bytes de cada bloco PEM em hex, uma linha cada), hex-to-pem (os bytes como um bloco PEM com o rótulo `label`), oid-to-hex (os bytes de conteúdo DER de um OID com pontos, sem tag nem tamanho), hex-to-oid (bytes de conteúdo para o OID com pontos)',
					help: 'Mostrar a estrutura, ou converter: PEM para hex e de volta, um identificador de objeto (OID) para seus bytes DER e de volta.',
					unset: 'analisar (o padrão)',
					options: { parse: 'Analisar (mostrar a estrutura)', 'pem-to-hex': 'PEM para hex', 'hex-to-pem': 'Hex para PEM', 'oid-to-hex': 'Identificador de objeto para hex', 'hex-to-oid': 'Hex para identificador de objeto' }
				},
				label: { label: 'Rótulo PEM', description: 'hex-to-pem: o rótulo PEM (a palavra depois de BEGIN); padrão CERTIFICATE', help: 'Para hex para PEM: a palavra nas linhas BEGIN e END, como CERTIFICATE, PUBLIC KEY ou PRIVATE KEY.' }
			},
			examples: { 'A hand-made SEQUENCE (hex)': 'Uma SEQUENCE feita à mão (hex)', 'An Ed25519 public key (PEM)': 'Uma chave pública Ed25519 (PEM)', 'PEM to hex': 'PEM para hex', 'An object identifier to hex': 'Um identificador de objeto para hex' }
		}
	},
	es: {
		asn1: {
			title: 'Analizador ASN.1 DER',
			summary: 'Muestra la estructura de bytes DER o BER (un certificado, clave, CSR, CRL o cualquier ASN.1): cada elemento con su posición, longitudes, etiqueta y valor, como lo imprime openssl asn1parse. También PEM a hex y de vuelta, y OID a sus bytes DER y de vuelta.',
			keywords: ['asn1', 'asn.1', 'der', 'tlv', 'analizar asn.1', 'asn1parse', 'identificador de objeto', 'pem a hex', 'oid a hex', 'parse asn.1 hex string'],
			fields: {
				input: {
					label: 'Entrada',
					description: 'Los bytes DER (o texto PEM: se lee el base64 del primer bloque), escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 393 216 caracteres',
					help: 'Bytes DER en la codificación de abajo (hex para "Parse ASN.1 hex string" de CyberChef), o texto PEM (un archivo de certificado, clave, CSR o CRL), o suelta un archivo.'
				},
				input_encoding: inputEncodingWords('es'),
				action: {
					label: 'Acción',
					description: 'parse (el árbol, por defecto), pem-to-hex (los bytes de cada bloque PEM en hex, una línea cada uno), hex-to-pem (los bytes como un bloque PEM con la etiqueta `label`), oid-to-hex (los bytes de contenido DER de un OID con puntos, sin etiqueta ni longitud), hex-to-oid (bytes de contenido al OID con puntos)',
					help: 'Mostrar la estructura, o convertir: PEM a hex y de vuelta, un identificador de objeto (OID) a sus bytes DER y de vuelta.',
					unset: 'analizar (por defecto)',
					options: { parse: 'Analizar (mostrar la estructura)', 'pem-to-hex': 'PEM a hex', 'hex-to-pem': 'Hex a PEM', 'oid-to-hex': 'Identificador de objeto a hex', 'hex-to-oid': 'Hex a identificador de objeto' }
				},
				label: { label: 'Etiqueta PEM', description: 'hex-to-pem: la etiqueta PEM (la palabra tras BEGIN); por defecto CERTIFICATE', help: 'Para hex a PEM: la palabra de las líneas BEGIN y END, como CERTIFICATE, PUBLIC KEY o PRIVATE KEY.' }
			},
			examples: { 'A hand-made SEQUENCE (hex)': 'Una SEQUENCE hecha a mano (hex)', 'An Ed25519 public key (PEM)': 'Una clave pública Ed25519 (PEM)', 'PEM to hex': 'PEM a hex', 'An object identifier to hex': 'Un identificador de objeto a hex' }
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
			file: 'Parse a file (DER or PEM)',
			result: 'Result',
			copy: 'the result',
			oidName: 'Known as',
			download: 'Download'
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
			file: 'Analisar um arquivo (DER ou PEM)',
			result: 'Resultado',
			copy: 'o resultado',
			oidName: 'Conhecido como',
			download: 'Baixar'
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
			file: 'Analizar un archivo (DER o PEM)',
			result: 'Resultado',
			copy: 'el resultado',
			oidName: 'Conocido como',
			download: 'Descargar'
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
		big_tag: ({ offset }) => `o número da tag na posição ${offset} é grande demais`,
		pem_none: 'nenhum bloco PEM: nenhuma linha -----BEGIN …-----',
		pem_no_footer: ({ footer }) => `rodapé PEM '${footer}' não encontrado`,
		pem_label: 'um rótulo PEM é ASCII imprimível (RFC 7468: sem espaço ou hífen no início ou no fim, sem "--")',
		oid_syntax: 'um identificador de objeto são números separados por pontos, pelo menos dois (1.2.840.113549)',
		oid_first_arcs: 'um identificador de objeto começa com 0, 1 ou 2, e depois de 0 ou 1 vem um número menor que 40',
		oid_long: ({ max }) => `um identificador de objeto de no máximo ${max.toLocaleString('pt-BR')} caracteres ou bytes`,
		empty_oid: 'precisa de pelo menos um byte de conteúdo de identificador de objeto',
		oid_mid_arc: 'o último byte tem o bit alto ligado: o identificador de objeto termina no meio de um número'
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
		big_tag: ({ offset }) => `el número de etiqueta en la posición ${offset} es demasiado grande`,
		pem_none: 'ningún bloque PEM: ninguna línea -----BEGIN …-----',
		pem_no_footer: ({ footer }) => `pie PEM '${footer}' no encontrado`,
		pem_label: 'una etiqueta PEM es ASCII imprimible (RFC 7468: sin espacio ni guion al inicio o al final, sin "--")',
		oid_syntax: 'un identificador de objeto son números separados por puntos, al menos dos (1.2.840.113549)',
		oid_first_arcs: 'un identificador de objeto empieza por 0, 1 o 2, y tras 0 o 1 viene un número menor que 40',
		oid_long: ({ max }) => `un identificador de objeto de como máximo ${max.toLocaleString('es')} caracteres o bytes`,
		empty_oid: 'necesita al menos un byte de contenido de identificador de objeto',
		oid_mid_arc: 'el último byte tiene el bit alto encendido: el identificador de objeto termina en medio de un número'
	}
} satisfies ErrorWords<typeof errors>;
