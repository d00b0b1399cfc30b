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

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		corrupt: ({ algorithm, why }) => `não são dados ${algorithm} válidos${why ? ` (${why})` : ''}`,
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
