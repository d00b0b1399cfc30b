import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		hash: {
			input: { help: 'The text to hash, or bytes written in the encoding below (or drop a file).' },
			input_encoding: inputEncodingWords('en'),
			algorithms: {
				help: 'Pick the ones you need; none picked gives the classic six (MD5 to SHA-512/256).',
				groups: { cryptographic: 'Cryptographic hashes', legacy: 'Legacy (broken, for old systems)', checksums: 'Checksums (error detection)', fast: 'Fast non-cryptographic hashes', passwords: 'Windows password hashes (of the text)' },
				options: { 'internet-checksum': 'TCP/IP checksum (RFC 1071)', 'xor-checksum': 'XOR checksum' }
			},
			encoding: { help: 'How the digests are written: hex (lower case) or base64.', unset: 'Hexadecimal (the default)' },
			length: { help: 'How many bytes SHAKE128 and SHAKE256 give (1 to 1024).', unset: '32 bytes for SHAKE128, 64 for SHAKE256' },
			xor_block_size: { label: 'XOR checksum block size', help: 'How many bytes each block of the XOR checksum has (1 to 1024); the checksum is that long.', unset: '4 bytes (the default)' }
		}
	},
	'pt-BR': {
		hash: {
			title: 'Gerador de hash',
			summary: 'Resumos MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, BLAKE2/3, RIPEMD-160, SM3, Streebog, Whirlpool, Ascon, MD2, SHA-0, HAS-160, CRC-8 a CRC-64, Adler-32, somas de verificação Fletcher, TCP/IP e XOR, ROR13, xxHash, MurmurHash3, FNV e hashes de senha NT/LM de texto ou bytes, em hex ou base64.',
			keywords: ['hash', 'gerador de hash', 'resumo', 'soma de verificação', 'checksum', 'sha256', 'keccak', 'crc', 'hash de arquivo', 'gerar todos os hashes'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes para gerar o hash, escritos como diz `input_encoding` (texto UTF-8 por padrão); até 512 KiB de texto UTF-8', help: 'O texto para gerar o hash, ou bytes escritos na codificação abaixo (ou solte um arquivo).' },
				input_encoding: inputEncodingWords('pt-BR'),
				algorithms: { label: 'Algoritmos', description: 'Qualquer um dos algoritmos listados; padrão: os seis primeiros (md5 … sha512-256). nt e lm calculam o hash do texto que os bytes formam (lm: no máximo 14 caracteres)', help: 'Escolha os que precisar; sem nenhum escolhido, vêm os seis clássicos (MD5 a SHA-512/256).', groups: { cryptographic: 'Hashes criptográficos', legacy: 'Legados (quebrados, para sistemas antigos)', checksums: 'Somas de verificação (detecção de erros)', fast: 'Hashes rápidos não criptográficos', passwords: 'Hashes de senha do Windows (do texto)' }, options: { 'internet-checksum': 'Soma de verificação TCP/IP (RFC 1071)', 'xor-checksum': 'Soma de verificação XOR' } },
				encoding: { label: 'Codificação', description: 'Texto do resumo: hex (minúsculas, padrão) ou base64 (RFC 4648, com preenchimento)', help: 'Como os resumos são escritos: hex (minúsculas) ou base64.', unset: 'Hexadecimal (o padrão)' },
				length: { label: 'Tamanho (SHAKE)', description: 'Bytes de um resumo shake128 ou shake256, 1-1024; padrão 32 para shake128, 64 para shake256 (os outros algoritmos o ignoram)', help: 'Quantos bytes SHAKE128 e SHAKE256 dão (de 1 a 1024).', unset: '32 bytes para SHAKE128, 64 para SHAKE256' },
				xor_block_size: { label: 'Bloco (soma XOR)', description: 'Bytes por bloco de xor-checksum, 1-1024; padrão 4 (os outros algoritmos o ignoram)', help: 'Quantos bytes tem cada bloco da soma de verificação XOR (de 1 a 1024); a soma tem esse tamanho.', unset: '4 bytes (o padrão)' }
			},
			examples: {
				'All algorithms': 'Todos os algoritmos',
				'SHA-256 only': 'Só SHA-256',
				'SHA-3, BLAKE2 and CRC-32 in base64': 'SHA-3, BLAKE2 e CRC-32 em base64',
				'Keccak-256 (Ethereum) and BLAKE3': 'Keccak-256 (Ethereum) e BLAKE3',
				'Whirlpool, Streebog and Ascon': 'Whirlpool, Streebog e Ascon',
				'NT and LM hashes of a password': 'Hashes NT e LM de uma senha',
				'Checksums of bytes in hex': 'Somas de verificação de bytes em hex',
				'All checksums': 'Todas as somas de verificação',
				'TCP/IP header checksum': 'Soma de verificação de um cabeçalho TCP/IP'
			}
		}
	},
	es: {
		hash: {
			title: 'Generador de hash',
			summary: 'Resúmenes MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, BLAKE2/3, RIPEMD-160, SM3, Streebog, Whirlpool, Ascon, MD2, SHA-0, HAS-160, CRC-8 a CRC-64, Adler-32, sumas de verificación Fletcher, TCP/IP y XOR, ROR13, xxHash, MurmurHash3, FNV y hashes de contraseña NT/LM de texto o bytes, en hex o base64.',
			keywords: ['hash', 'generador de hash', 'resumen', 'suma de verificación', 'checksum', 'sha256', 'keccak', 'crc', 'hash de archivo', 'generar todos los hashes'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes de los que calcular el hash, escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 512 KiB de texto UTF-8', help: 'El texto del que calcular el hash, o bytes escritos en la codificación de abajo (o suelta un archivo).' },
				input_encoding: inputEncodingWords('es'),
				algorithms: { label: 'Algoritmos', description: 'Cualquiera de los algoritmos de la lista; por defecto, los seis primeros (md5 … sha512-256). nt y lm calculan el hash del texto que forman los bytes (lm: como mucho 14 caracteres)', help: 'Elige los que necesites; si no eliges ninguno, salen los seis clásicos (de MD5 a SHA-512/256).', groups: { cryptographic: 'Hashes criptográficos', legacy: 'Heredados (rotos, para sistemas antiguos)', checksums: 'Sumas de verificación (detección de errores)', fast: 'Hashes rápidos no criptográficos', passwords: 'Hashes de contraseña de Windows (del texto)' }, options: { 'internet-checksum': 'Suma de verificación TCP/IP (RFC 1071)', 'xor-checksum': 'Suma de verificación XOR' } },
				encoding: { label: 'Codificación', description: 'Texto del resumen: hex (minúsculas, por defecto) o base64 (RFC 4648, con relleno)', help: 'Cómo se escriben los resúmenes: hex (minúsculas) o base64.', unset: 'Hexadecimal (por defecto)' },
				length: { label: 'Longitud (SHAKE)', description: 'Bytes de un resumen shake128 o shake256, 1-1024; por defecto 32 para shake128, 64 para shake256 (los demás algoritmos la ignoran)', help: 'Cuántos bytes dan SHAKE128 y SHAKE256 (de 1 a 1024).', unset: '32 bytes para SHAKE128, 64 para SHAKE256' },
				xor_block_size: { label: 'Bloque (suma XOR)', description: 'Bytes por bloque de xor-checksum, 1-1024; por defecto 4 (los demás algoritmos lo ignoran)', help: 'Cuántos bytes tiene cada bloque de la suma de verificación XOR (de 1 a 1024); la suma tiene esa longitud.', unset: '4 bytes (por defecto)' }
			},
			examples: {
				'All algorithms': 'Todos los algoritmos',
				'SHA-256 only': 'Solo SHA-256',
				'SHA-3, BLAKE2 and CRC-32 in base64': 'SHA-3, BLAKE2 y CRC-32 en base64',
				'Keccak-256 (Ethereum) and BLAKE3': 'Keccak-256 (Ethereum) y BLAKE3',
				'Whirlpool, Streebog and Ascon': 'Whirlpool, Streebog y Ascon',
				'NT and LM hashes of a password': 'Hashes NT y LM de una contraseña',
				'Checksums of bytes in hex': 'Sumas de verificación de bytes en hex',
				'All checksums': 'Todas las sumas de verificación',
				'TCP/IP header checksum': 'Suma de verificación de una cabecera TCP/IP'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	hash: {
		en: {
			file: 'Hash a file instead',
			compare: 'Compare with a known digest',
			comparePlaceholder: 'Paste a checksum',
			matches: (name: string) => `✓ Matches the ${name} digest.`,
			matchesNone: '✗ Matches none of these digests.',
			names: { 'internet-checksum': 'TCP/IP checksum', 'xor-checksum': 'XOR checksum' } as Record<string, string>
		},
		'pt-BR': {
			file: 'Calcular o hash de um arquivo',
			compare: 'Comparar com um digest conhecido',
			comparePlaceholder: 'Cole um checksum',
			matches: (name: string) => `✓ Corresponde ao digest ${name}.`,
			matchesNone: '✗ Não corresponde a nenhum destes digests.',
			names: { 'internet-checksum': 'Soma TCP/IP', 'xor-checksum': 'Soma XOR' } as Record<string, string>
		},
		es: {
			file: 'Calcular el hash de un archivo',
			compare: 'Comparar con un digest conocido',
			comparePlaceholder: 'Pega un checksum',
			matches: (name: string) => `✓ Coincide con el digest ${name}.`,
			matchesNone: '✗ No coincide con ninguno de estos digests.',
			names: { 'internet-checksum': 'Suma TCP/IP', 'xor-checksum': 'Suma XOR' } as Record<string, string>
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		lm_too_long: ({ max, got }) => `um hash LM aceita uma senha de no máximo ${max} caracteres, recebido ${got.toLocaleString('pt-BR')}`,
		lm_not_oem: ({ char }) => `um hash LM aceita texto na página de código OEM 437 depois de passado para maiúsculas; "${char}" não está nela`
	},
	es: {
		lm_too_long: ({ max, got }) => `un hash LM acepta una contraseña de como mucho ${max} caracteres, recibido ${got.toLocaleString('es')}`,
		lm_not_oem: ({ char }) => `un hash LM acepta texto en la página de códigos OEM 437 una vez pasado a mayúsculas; "${char}" no está en ella`
	}
} satisfies ErrorWords<typeof errors>;
