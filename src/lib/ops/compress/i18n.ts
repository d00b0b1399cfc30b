import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		compress: {
			input: { label: 'Input', help: 'To compress: text, or bytes written in the encoding below (or drop a file). To decompress: the compressed data, usually base64 (or drop the .gz, .zip, .tar… file).' },
			input_encoding: { ...inputEncodingWords('en'), help: 'How the input above is written: text (UTF-8), hex digits, base64 or Latin-1. A dropped file is sent as base64.' },
			algorithm: { label: 'Format', help: 'gzip (.gz), raw deflate, zlib, Brotli (.br), bzip2 (.bz2), LZMA (.lzma), xz (.xz), LZ4 (frame), lz-string (its base64 text), ZIP, tar, or the Windows formats LZNT1 (NTFS compressed files) and XPRESS (plain or with Huffman: hibernation files, WIM, WOF, SMB). LZNT1 and XPRESS are read, not written.', options: { deflate: 'Deflate (raw)', lznt1: 'LZNT1 (Windows NTFS)', xpress: 'XPRESS (plain LZ77)', 'xpress-huffman': 'XPRESS LZ77+Huffman' } },
			direction: { options: { compress: 'Compress', decompress: 'Decompress' } },
			level: { help: 'gzip, deflate, zlib and ZIP: 0 (stored, fastest) to 9 (smallest), 6 by default; bzip2 1 to 9 (blocks of 100 to 900 kB), 9 by default; LZMA 1 to 6, 5 by default; xz 0 to 9, 6 by default; Brotli 1 to 11, 6 by default (10 and 11 are slow on large inputs). LZ4, lz-string and tar take none.', unset: 'The format\'s default' },
			filename: { label: 'File name', help: 'ZIP and tar: the name of the file inside the archive; data.bin by default.', placeholder: 'data.bin' },
			output_encoding: { ...outputEncodingWords('en', 'base64'), help: 'How the result is written: base64 (default; lz-string: its text), hex, UTF-8 text or Latin-1.' }
		}
	},
	'pt-BR': {
		compress: {
			title: 'Comprimir / descomprimir',
			summary: 'Comprime ou descomprime bytes com gzip, deflate bruto, zlib, Brotli, bzip2, LZMA, xz, LZ4 ou lz-string, descomprime os formatos LZNT1 e XPRESS do Windows, e cria ou abre arquivos zip e tar; uma bomba de descompressão é parada no limite de saída.',
			keywords: ['comprimir', 'descomprimir', 'compactar', 'descompactar', 'gunzip', 'inflate', 'unzip', 'untar', 'arquivo compactado', 'compressão ntfs'],
			fields: {
				input: { label: 'Entrada', description: 'compress: os dados; decompress: os dados comprimidos (lzstring: o texto do compressToBase64)', help: 'Para comprimir: texto, ou bytes escritos na codificação abaixo (ou solte um arquivo). Para descomprimir: os dados comprimidos, em geral em base64 (ou solte o arquivo .gz, .zip, .tar…).' },
				input_encoding: { ...inputEncodingWords('pt-BR'), description: 'Como `input` está escrito: utf8 (padrão), hex, base64 ou latin1; dados comprimidos costumam ir em base64', help: 'Como a entrada acima está escrita: texto (UTF-8), dígitos hexadecimais, base64 ou Latin-1. Um arquivo solto é enviado em base64.' },
				algorithm: { label: 'Formato', description: 'gzip, deflate (bruto, sem cabeçalho), zlib, brotli, bzip2, lzma (.lzma "alone"), xz, lz4 (frame), lzstring (texto compressToBase64 do lz-string), zip, tar, lznt1 (NTFS do Windows, [MS-XCA] 2.5), xpress (LZ77 simples, [MS-XCA] 2.3-2.4) ou xpress-huffman (LZ77+Huffman, [MS-XCA] 2.1-2.2); comprimir em lznt1, xpress e xpress-huffman responde 422 (não suportado)', help: 'gzip (.gz), deflate bruto, zlib, Brotli (.br), bzip2 (.bz2), LZMA (.lzma), xz (.xz), LZ4 (frame), lz-string (o texto em base64), ZIP, tar, ou os formatos do Windows LZNT1 (arquivos comprimidos do NTFS) e XPRESS (simples ou com Huffman: arquivos de hibernação, WIM, WOF, SMB). LZNT1 e XPRESS só são lidos, não escritos.', options: { deflate: 'Deflate (bruto)', lznt1: 'LZNT1 (NTFS do Windows)', xpress: 'XPRESS (LZ77 simples)', 'xpress-huffman': 'XPRESS LZ77 com Huffman' } },
				direction: { label: 'Direção', description: 'compress ou decompress (zip/tar: criar ou abrir)', options: { compress: 'Comprimir', decompress: 'Descomprimir' } },
				level: { label: 'Nível', description: 'compress: o nível, gzip/deflate/zlib/zip 0-9 (padrão 6), bzip2 1-9 (bloco × 100 kB, padrão 9), lzma 1-6 (padrão 5), xz 0-9 (padrão 6), brotli 1-11 (padrão 6); lz4, lzstring e tar não têm nível', help: 'gzip, deflate, zlib e ZIP: de 0 (sem compressão, mais rápido) a 9 (menor), 6 por padrão; bzip2 de 1 a 9 (blocos de 100 a 900 kB), 9 por padrão; LZMA de 1 a 6, 5 por padrão; xz de 0 a 9, 6 por padrão; Brotli de 1 a 11, 6 por padrão (10 e 11 são lentos com entradas grandes). LZ4, lz-string e tar não têm nível.', unset: 'O padrão do formato' },
				filename: { label: 'Nome do arquivo', description: 'zip/tar compress: o nome do único arquivo dentro do pacote; padrão data.bin', help: 'ZIP e tar: o nome do arquivo dentro do pacote; data.bin por padrão.', placeholder: 'data.bin' },
				output_encoding: { ...outputEncodingWords('pt-BR', 'base64'), description: 'Como `output` é escrito: base64 (padrão; lzstring: utf8, o seu texto), hex, utf8 (422 quando os bytes não são UTF-8) ou latin1', help: 'Como o resultado é escrito: base64 (padrão; lz-string: o seu texto), hex, texto UTF-8 ou Latin-1.' }
			},
			examples: { 'Gzip a text': 'Comprimir um texto com gzip', 'Gunzip back to text': 'Descomprimir gzip de volta a texto', 'lz-string compressToBase64': 'compressToBase64 do lz-string', 'A file into a zip': 'Um arquivo dentro de um zip' }
		}
	},
	es: {
		compress: {
			title: 'Comprimir / descomprimir',
			summary: 'Comprime o descomprime bytes con gzip, deflate crudo, zlib, Brotli, bzip2, LZMA, xz, LZ4 o lz-string, descomprime los formatos LZNT1 y XPRESS de Windows, y crea o abre archivos zip y tar; una bomba de descompresión se detiene en el límite de salida.',
			keywords: ['comprimir', 'descomprimir', 'gunzip', 'inflate', 'unzip', 'descomprimir zip', 'untar', 'archivo comprimido', 'lz-string', 'compresión ntfs'],
			fields: {
				input: { label: 'Entrada', description: 'compress: los datos; decompress: los datos comprimidos (lzstring: el texto de compressToBase64)', help: 'Para comprimir: texto, o bytes escritos en la codificación de abajo (o suelta un archivo). Para descomprimir: los datos comprimidos, normalmente en base64 (o suelta el archivo .gz, .zip, .tar…).' },
				input_encoding: { ...inputEncodingWords('es'), description: 'Cómo está escrito `input`: utf8 (por defecto), hex, base64 o latin1; los datos comprimidos suelen ir en base64', help: 'Cómo está escrita la entrada de arriba: texto (UTF-8), dígitos hexadecimales, base64 o Latin-1. Un archivo soltado se envía en base64.' },
				algorithm: { label: 'Formato', description: 'gzip, deflate (crudo, sin cabecera), zlib, brotli, bzip2, lzma (.lzma "alone"), xz, lz4 (frame), lzstring (texto compressToBase64 de lz-string), zip, tar, lznt1 (NTFS de Windows, [MS-XCA] 2.5), xpress (LZ77 simple, [MS-XCA] 2.3-2.4) o xpress-huffman (LZ77+Huffman, [MS-XCA] 2.1-2.2); comprimir a lznt1, xpress y xpress-huffman responde 422 (no soportado)', help: 'gzip (.gz), deflate crudo, zlib, Brotli (.br), bzip2 (.bz2), LZMA (.lzma), xz (.xz), LZ4 (frame), lz-string (su texto en base64), ZIP, tar, o los formatos de Windows LZNT1 (archivos comprimidos de NTFS) y XPRESS (simple o con Huffman: archivos de hibernación, WIM, WOF, SMB). LZNT1 y XPRESS solo se leen, no se escriben.', options: { deflate: 'Deflate (crudo)', lznt1: 'LZNT1 (NTFS de Windows)', xpress: 'XPRESS (LZ77 simple)', 'xpress-huffman': 'XPRESS LZ77 con Huffman' } },
				direction: { label: 'Dirección', description: 'compress o decompress (zip/tar: crear o abrir)', options: { compress: 'Comprimir', decompress: 'Descomprimir' } },
				level: { label: 'Nivel', description: 'compress: el nivel, gzip/deflate/zlib/zip 0-9 (por defecto 6), bzip2 1-9 (bloque × 100 kB, por defecto 9), lzma 1-6 (por defecto 5), xz 0-9 (por defecto 6), brotli 1-11 (por defecto 6); lz4, lzstring y tar no tienen nivel', help: 'gzip, deflate, zlib y ZIP: de 0 (sin compresión, lo más rápido) a 9 (lo más pequeño), 6 por defecto; bzip2 de 1 a 9 (bloques de 100 a 900 kB), 9 por defecto; LZMA de 1 a 6, 5 por defecto; xz de 0 a 9, 6 por defecto; Brotli de 1 a 11, 6 por defecto (10 y 11 son lentos con entradas grandes). LZ4, lz-string y tar no tienen nivel.', unset: 'El valor por defecto del formato' },
				filename: { label: 'Nombre del archivo', description: 'zip/tar compress: el nombre del único archivo dentro del paquete; por defecto data.bin', help: 'ZIP y tar: el nombre del archivo dentro del paquete; data.bin por defecto.', placeholder: 'data.bin' },
				output_encoding: { ...outputEncodingWords('es', 'base64'), description: 'Cómo se escribe `output`: base64 (por defecto; lzstring: utf8, su texto), hex, utf8 (422 cuando los bytes no son UTF-8) o latin1', help: 'Cómo se escribe el resultado: base64 (por defecto; lz-string: su texto), hex, texto UTF-8 o Latin-1.' }
			},
			examples: { 'Gzip a text': 'Comprimir un texto con gzip', 'Gunzip back to text': 'Descomprimir gzip de vuelta a texto', 'lz-string compressToBase64': 'compressToBase64 de lz-string', 'A file into a zip': 'Un archivo dentro de un zip' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	compress: {
		en: {
			compressed: 'Compressed',
			decompressed: 'Decompressed',
			bytesIn: 'In',
			bytesOut: 'Out',
			bytes: (n: string) => `${n} bytes`,
			ratio: 'Ratio',
			saved: (pct: string) => `compressed is ${pct} smaller`,
			grew: (pct: string) => `compressed is ${pct} larger`,
			download: 'Download',
			files: (n: string) => `${n} files`,
			empty: 'The archive holds no files.',
			text: 'As text',
			file: 'Compress or decompress a file',
			copy: 'the result',
			large: (form: string, max: string, whole: string) => `Files up to ${form} go into the form. Larger ones run in this browser and the answer is a file: gzip, deflate, zlib and zip up to ${max}, read in slices; the other formats up to ${whole}, read whole (brotli and bzip2 compress only in the form).`
		},
		'pt-BR': {
			compressed: 'Comprimido',
			decompressed: 'Descomprimido',
			bytesIn: 'Entrada',
			bytesOut: 'Saída',
			bytes: (n: string) => `${n} bytes`,
			ratio: 'Razão',
			saved: (pct: string) => `comprimido fica ${pct} menor`,
			grew: (pct: string) => `comprimido fica ${pct} maior`,
			download: 'Baixar',
			files: (n: string) => `${n} arquivos`,
			empty: 'O pacote não tem arquivos.',
			text: 'Como texto',
			file: 'Comprimir ou descomprimir um arquivo',
			copy: 'o resultado',
			large: (form: string, max: string, whole: string) => `Arquivos de até ${form} vão para o formulário. Os maiores rodam neste navegador e a resposta é um arquivo: gzip, deflate, zlib e zip até ${max}, lidos em partes; os outros formatos até ${whole}, lidos inteiros (brotli e bzip2 só comprimem no formulário).`
		},
		es: {
			compressed: 'Comprimido',
			decompressed: 'Descomprimido',
			bytesIn: 'Entrada',
			bytesOut: 'Salida',
			bytes: (n: string) => `${n} bytes`,
			ratio: 'Proporción',
			saved: (pct: string) => `comprimido queda ${pct} más pequeño`,
			grew: (pct: string) => `comprimido queda ${pct} más grande`,
			download: 'Descargar',
			files: (n: string) => `${n} archivos`,
			empty: 'El paquete no tiene archivos.',
			text: 'Como texto',
			file: 'Comprimir o descomprimir un archivo',
			copy: 'el resultado',
			large: (form: string, max: string, whole: string) => `Los archivos de hasta ${form} van al formulario. Los más grandes se procesan en este navegador y la respuesta es un archivo: gzip, deflate, zlib y zip hasta ${max}, leídos por partes; los demás formatos hasta ${whole}, leídos enteros (brotli y bzip2 solo comprimen en el formulario).`
		}
	}
} satisfies ModuleViewWords;

/** A `corrupt_*` message (errors.ts): the data refused for a fixed reason, said whole in pt-BR and es. */
const ptBad = (why: string) => ({ algorithm }: { algorithm: string }) => `não são dados ${algorithm} válidos (${why})`;
const esBad = (why: string) => ({ algorithm }: { algorithm: string }) => `no son datos ${algorithm} válidos (${why})`;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		corrupt: ({ algorithm, why }) => `não são dados ${algorithm} válidos${why ? ` (${why})` : ''}`,
		corrupt_truncated: ptBad('os dados terminam antes do fim do fluxo'),
		corrupt_no_signature: ({ algorithm, magic }) => `não são dados ${algorithm} válidos (sem a assinatura ${algorithm}${magic ? ` (${magic})` : ''})`,
		corrupt_ends_in_entry: ({ algorithm, name }) => `não são dados ${algorithm} válidos (os dados terminam dentro de ${name})`,
		corrupt_tar_blocks: ptBad('um tar é feito de blocos de 512 bytes'),
		corrupt_tar_checksum: ptBad('soma de verificação errada no primeiro cabeçalho'),
		corrupt_not_lzstring: ptBad('não é um texto feito pelo compressToBase64 do lz-string'),
		corrupt_ends_in_frame: ptBad('os dados terminam dentro de um quadro'),
		corrupt_no_lz4_magic: ptBad('sem o número mágico de quadro LZ4'),
		corrupt_lz4_version: ptBad('não é um quadro LZ4 da versão 01'),
		corrupt_block_size: ptBad('tamanho de bloco inválido'),
		corrupt_header_checksum: ptBad('soma de verificação errada no cabeçalho do quadro'),
		corrupt_block_too_large: ptBad('um bloco maior que o tamanho de bloco do quadro'),
		corrupt_block_undecodable: ptBad('um bloco que não se decodifica'),
		corrupt_content_checksum: ptBad('soma de verificação do conteúdo errada (xxh32)'),
		corrupt_sha256_stream: ptBad('um fluxo com SHA-256 cortado, ou com o índice ou o rodapé danificado'),
		corrupt_sha256_block: ({ algorithm, block }) => `não são dados ${algorithm} válidos (a verificação SHA-256 do bloco ${block} está errada)`,
		corrupt_xz_check: ptBad('verificação de integridade não suportada'),
		corrupt_xz_memory: ptBad('memória insuficiente'),
		corrupt_xz_dictionary: ptBad('o dicionário é maior do que o decodificador permite'),
		corrupt_xz_format: ptBad('não é o formato xz'),
		corrupt_xz_options: ptBad('opções não suportadas: só são lidas as verificações de integridade none, CRC32, CRC64 e SHA-256 e o filtro LZMA2 (com filtros BCJ)'),
		corrupt_xz_data: ptBad('dados corrompidos'),
		corrupt_lzma_header: ptBad('mais curto que o cabeçalho .lzma de 13 bytes'),
		corrupt_lzma_properties: ptBad('byte de propriedades inválido'),
		corrupt_before_declared_size: ptBad('os dados terminam antes do tamanho declarado'),
		corrupt_ends_in_member: ptBad('os dados terminam dentro de um membro gzip'),
		corrupt_check_failed: ({ algorithm, check }) => `não são dados ${algorithm} válidos (a verificação ${check} falhou)`,
		corrupt_trailer_size: ptBad('o tamanho no rodapé não confere'),
		corrupt_match_before_start: ptBad('uma correspondência aponta para antes do início dos dados'),
		corrupt_ends_in_chunk: ptBad('os dados terminam dentro de um pedaço'),
		corrupt_chunk_ends_in_match: ptBad('um pedaço termina dentro de uma correspondência'),
		corrupt_ends_in_match: ptBad('os dados terminam dentro de uma correspondência'),
		corrupt_ends_in_flag_word: ptBad('os dados terminam dentro de uma palavra de indicadores'),
		corrupt_ends_before_literal: ptBad('os dados terminam antes de um literal'),
		corrupt_match_length_form: ptBad('um comprimento de correspondência escrito na forma errada'),
		corrupt_not_prefix_code: ptBad('os comprimentos de código de um bloco não formam um código de prefixo'),
		corrupt_ends_in_block: ptBad('os dados terminam dentro de um bloco'),
		corrupt_ends_in_match_length: ptBad('os dados terminam dentro de um comprimento de correspondência'),
		corrupt_ends_in_code_lengths: ptBad('os dados terminam dentro da tabela de comprimentos de código de um bloco'),
		corrupt_zip_offset: ptBad('um deslocamento fora do arquivo (um zip cortado ou danificado)'),
		corrupt_zip_no_end: ptBad('sem o fim do diretório central (um arquivo cortado, ou não é um zip)'),
		corrupt_zip64_locator: ptBad('um localizador zip64 sem o seu registro'),
		corrupt_zip_directory_fit: ptBad('o diretório central não cabe antes do seu registro final'),
		corrupt_zip_directory_size: ({ algorithm, max }) => `não são dados ${algorithm} válidos (um diretório central de mais de ${max.toLocaleString('pt-BR')} bytes)`,
		corrupt_zip_directory: ptBad('um diretório central danificado'),
		corrupt_zip_encrypted: ({ algorithm, name }) => `não são dados ${algorithm} válidos (${name} está criptografado; entradas criptografadas não são lidas)`,
		corrupt_zip_local_header: ({ algorithm, name }) => `não são dados ${algorithm} válidos (sem cabeçalho local onde o diretório põe ${name})`,
		corrupt_zip_size: ({ algorithm, name, size, declared }) => `não são dados ${algorithm} válidos (${name} descomprime para ${size.toLocaleString('pt-BR')} bytes onde o diretório diz ${declared.toLocaleString('pt-BR')})`,
		corrupt_zip_crc: ({ algorithm, name }) => `não são dados ${algorithm} válidos (CRC-32 errado em ${name})`,
		too_big: ({ max }) => `descomprime para mais que o limite de ${max.toLocaleString('pt-BR')} bytes; foi parado ali`,
		too_many_entries: ({ max }) => `tem mais de ${max.toLocaleString('pt-BR')} arquivos, o limite lido de um pacote`,
		zip_method: ({ name, method }) => `${name} está gravado com o método zip ${method}; só stored (0) e deflate (8) são lidos`,
		not_yet: ({ algorithm }) => `comprimir em ${algorithm} ainda não é suportado por este servidor (ele descomprime ${algorithm})`,
		level_range: ({ algorithm, min, max }) => `${algorithm} aceita um nível de ${min} a ${max}`,
		no_level: ({ algorithm }) => `${algorithm} não tem nível; omita-o`,
		lzstring_too_long: ({ max }) => `um texto lz-string a descomprimir tem no máximo ${max.toLocaleString('pt-BR')} caracteres`,
		not_text: 'o lzstring comprime texto: os bytes não são UTF-8',
		no_filename: 'é só para zip e tar',
		whole_too_large: ({ algorithm, max }) => `${algorithm} é lido inteiro no navegador: no máximo ${max.toLocaleString('pt-BR')} bytes (gzip, deflate, zlib e zip são lidos em partes)`
	},
	es: {
		corrupt: ({ algorithm, why }) => `no son datos ${algorithm} válidos${why ? ` (${why})` : ''}`,
		corrupt_truncated: esBad('los datos terminan antes del final del flujo'),
		corrupt_no_signature: ({ algorithm, magic }) => `no son datos ${algorithm} válidos (sin la firma ${algorithm}${magic ? ` (${magic})` : ''})`,
		corrupt_ends_in_entry: ({ algorithm, name }) => `no son datos ${algorithm} válidos (los datos terminan dentro de ${name})`,
		corrupt_tar_blocks: esBad('un tar está hecho de bloques de 512 bytes'),
		corrupt_tar_checksum: esBad('suma de verificación incorrecta en la primera cabecera'),
		corrupt_not_lzstring: esBad('no es un texto hecho por compressToBase64 de lz-string'),
		corrupt_ends_in_frame: esBad('los datos terminan dentro de una trama'),
		corrupt_no_lz4_magic: esBad('sin el número mágico de trama LZ4'),
		corrupt_lz4_version: esBad('no es una trama LZ4 de la versión 01'),
		corrupt_block_size: esBad('tamaño de bloque no válido'),
		corrupt_header_checksum: esBad('suma de verificación incorrecta en la cabecera de la trama'),
		corrupt_block_too_large: esBad('un bloque más grande que el tamaño de bloque de la trama'),
		corrupt_block_undecodable: esBad('un bloque que no se puede decodificar'),
		corrupt_content_checksum: esBad('suma de verificación del contenido incorrecta (xxh32)'),
		corrupt_sha256_stream: esBad('un flujo con SHA-256 cortado, o con el índice o el pie dañados'),
		corrupt_sha256_block: ({ algorithm, block }) => `no son datos ${algorithm} válidos (la comprobación SHA-256 del bloque ${block} es incorrecta)`,
		corrupt_xz_check: esBad('comprobación de integridad no soportada'),
		corrupt_xz_memory: esBad('memoria insuficiente'),
		corrupt_xz_dictionary: esBad('el diccionario es más grande de lo que permite el decodificador'),
		corrupt_xz_format: esBad('no es el formato xz'),
		corrupt_xz_options: esBad('opciones no soportadas: solo se leen las comprobaciones de integridad none, CRC32, CRC64 y SHA-256 y el filtro LZMA2 (con filtros BCJ)'),
		corrupt_xz_data: esBad('datos corruptos'),
		corrupt_lzma_header: esBad('más corto que la cabecera .lzma de 13 bytes'),
		corrupt_lzma_properties: esBad('byte de propiedades no válido'),
		corrupt_before_declared_size: esBad('los datos terminan antes del tamaño declarado'),
		corrupt_ends_in_member: esBad('los datos terminan dentro de un miembro gzip'),
		corrupt_check_failed: ({ algorithm, check }) => `no son datos ${algorithm} válidos (la comprobación ${check} falló)`,
		corrupt_trailer_size: esBad('el tamaño del pie no coincide'),
		corrupt_match_before_start: esBad('una coincidencia apunta antes del inicio de los datos'),
		corrupt_ends_in_chunk: esBad('los datos terminan dentro de un fragmento'),
		corrupt_chunk_ends_in_match: esBad('un fragmento termina dentro de una coincidencia'),
		corrupt_ends_in_match: esBad('los datos terminan dentro de una coincidencia'),
		corrupt_ends_in_flag_word: esBad('los datos terminan dentro de una palabra de indicadores'),
		corrupt_ends_before_literal: esBad('los datos terminan antes de un literal'),
		corrupt_match_length_form: esBad('una longitud de coincidencia escrita en la forma incorrecta'),
		corrupt_not_prefix_code: esBad('las longitudes de código de un bloque no forman un código prefijo'),
		corrupt_ends_in_block: esBad('los datos terminan dentro de un bloque'),
		corrupt_ends_in_match_length: esBad('los datos terminan dentro de una longitud de coincidencia'),
		corrupt_ends_in_code_lengths: esBad('los datos terminan dentro de la tabla de longitudes de código de un bloque'),
		corrupt_zip_offset: esBad('un desplazamiento fuera del archivo (un zip cortado o dañado)'),
		corrupt_zip_no_end: esBad('sin el final del directorio central (un archivo cortado, o no es un zip)'),
		corrupt_zip64_locator: esBad('un localizador zip64 sin su registro'),
		corrupt_zip_directory_fit: esBad('el directorio central no cabe antes de su registro final'),
		corrupt_zip_directory_size: ({ algorithm, max }) => `no son datos ${algorithm} válidos (un directorio central de más de ${max.toLocaleString('es')} bytes)`,
		corrupt_zip_directory: esBad('un directorio central dañado'),
		corrupt_zip_encrypted: ({ algorithm, name }) => `no son datos ${algorithm} válidos (${name} está cifrado; las entradas cifradas no se leen)`,
		corrupt_zip_local_header: ({ algorithm, name }) => `no son datos ${algorithm} válidos (no hay cabecera local donde el directorio pone ${name})`,
		corrupt_zip_size: ({ algorithm, name, size, declared }) => `no son datos ${algorithm} válidos (${name} se descomprime a ${size.toLocaleString('es')} bytes donde el directorio dice ${declared.toLocaleString('es')})`,
		corrupt_zip_crc: ({ algorithm, name }) => `no son datos ${algorithm} válidos (CRC-32 incorrecto en ${name})`,
		too_big: ({ max }) => `se descomprime a más del límite de ${max.toLocaleString('es')} bytes; se detuvo ahí`,
		too_many_entries: ({ max }) => `tiene más de ${max.toLocaleString('es')} archivos, el límite leído de un paquete`,
		zip_method: ({ name, method }) => `${name} está guardado con el método zip ${method}; solo se leen stored (0) y deflate (8)`,
		not_yet: ({ algorithm }) => `comprimir a ${algorithm} aún no está soportado por este servidor (sí descomprime ${algorithm})`,
		level_range: ({ algorithm, min, max }) => `${algorithm} acepta un nivel de ${min} a ${max}`,
		no_level: ({ algorithm }) => `${algorithm} no tiene nivel; omítelo`,
		lzstring_too_long: ({ max }) => `un texto lz-string a descomprimir tiene como máximo ${max.toLocaleString('es')} caracteres`,
		not_text: 'lzstring comprime texto: los bytes no son UTF-8',
		no_filename: 'es solo para zip y tar',
		whole_too_large: ({ algorithm, max }) => `${algorithm} se lee entero en el navegador: como máximo ${max.toLocaleString('es')} bytes (gzip, deflate, zlib y zip se leen por partes)`
	}
} satisfies ErrorWords<typeof errors>;
