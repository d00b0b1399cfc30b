import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words (English: form labels and help; pt-BR and es: everything), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		kdf: {
			algorithm: { help: 'PBKDF2, scrypt and argon2id stretch a password (each guess costs an attacker the same work); HKDF expands a key that is already random; EVP_BytesToKey is what openssl enc and crypto-js use for a passphrase.' },
			password: { label: 'Password', help: 'The password (for HKDF, the input key). Drop a file in the answer to derive from its bytes.' },
			password_encoding: inputEncodingWords('en', 'password', 'utf8', 'Password encoding'),
			salt: { label: 'Salt (hex)', help: 'Hex digits, e.g. 73616c74 for "salt". Argon2id needs at least 8 bytes; openssl enc writes 8.' },
			hash: { label: 'Hash', unset: 'SHA-256 (EVP: MD5)', help: 'PBKDF2 and HKDF: SHA-1, SHA-256 or SHA-512. EVP_BytesToKey: MD5 (openssl enc before 1.1 and crypto-js), SHA-256 (openssl enc today), SHA-1 or SHA-512.' },
			length: { label: 'Key length (bytes)', unset: '32 bytes (256 bits)', help: 'Bytes of key: 16 for AES-128, 32 for AES-256. PBKDF2 repeats all its iterations for each hash-length block.' },
			iterations: { label: 'Iterations', unset: 'PBKDF2 10,000; argon2id 2', help: 'PBKDF2: how many times HMAC runs per block (1 to 10,000,000; OWASP asks 600,000 with SHA-256). Argon2id: passes over the memory, 1 to 10.' },
			info: { label: 'Info (hex, HKDF)', help: 'HKDF: context that binds the key to its use, as hex digits. Empty by default.' },
			log_n: { label: 'Cost log₂ N (scrypt)', unset: '14 (N = 16,384)', help: 'scrypt: N = 2^log_n, 1 to 17. Memory is 128 × r × N bytes: 16 MiB at 14 with r 8.' },
			r: { label: 'Block size r (scrypt)', unset: '8', help: 'scrypt: block size, 1 to 16; r × N at most 2^20 (128 MiB).' },
			p: { label: 'Parallelism p (scrypt)', unset: '1', help: 'scrypt: parallelism, 1 to 16; N × r × p at most 2^22.' },
			memory_kib: { label: 'Memory KiB (argon2id)', unset: '19,456 KiB (19 MiB)', help: 'Argon2id: memory each guess needs, 8 KiB to 64 MiB, at least 8 × parallelism.' },
			parallelism: { label: 'Lanes (argon2id)', unset: '1', help: 'Argon2id: lanes, 1 to 4.' },
			key_length: { label: 'Key length (bytes, EVP)', unset: '32 (AES-256)', help: 'EVP_BytesToKey: bytes of key; 16 for AES-128, 24 for Triple DES, 32 for AES-256.' },
			iv_length: { label: 'IV length (bytes, EVP)', unset: '16 (AES-CBC)', help: 'EVP_BytesToKey: bytes of IV after the key; 16 for AES, 8 for DES, 0 for ECB.' }
		}
	},
	'pt-BR': {
		kdf: {
			title: 'Derivação de chave (KDF)',
			summary: 'Deriva uma chave bruta de uma senha e um sal com PBKDF2, HKDF, scrypt, argon2id ou o EVP_BytesToKey do OpenSSL (chave e IV).',
			keywords: ['kdf', 'derivação de chave', 'derive pbkdf2 key', 'derive hkdf key', 'derive evp key', 'scrypt', 'argon2', 'evp_bytestokey', 'senha', 'sal'],
			fields: {
				algorithm: { label: 'Algoritmo', description: 'pbkdf2 (RFC 8018), hkdf (RFC 5869), scrypt (RFC 7914), argon2id (RFC 9106) ou evp-bytes-to-key (OpenSSL, contagem 1)', help: 'PBKDF2, scrypt e argon2id tornam uma senha cara de adivinhar (cada tentativa custa o mesmo trabalho a quem ataca); HKDF expande uma chave que já é aleatória; EVP_BytesToKey é o que o openssl enc e o crypto-js usam para uma frase-senha.' },
				password: { label: 'Senha', description: 'A senha (no HKDF, o material de chave de entrada), escrita como diz `password_encoding`; no máximo 4.096 caracteres', help: 'A senha (no HKDF, a chave de entrada). Solte um arquivo na resposta para derivar dos bytes dele.' },
				password_encoding: inputEncodingWords('pt-BR', 'password', 'utf8', 'Codificação da senha'),
				salt: { label: 'Sal (hex)', description: 'O sal em hex (espaços ignorados); padrão vazio; no máximo 2.048 dígitos (argon2id: ao menos 8 bytes)', help: 'Dígitos hexadecimais, ex.: 73616c74 para "salt". O argon2id pede ao menos 8 bytes; o openssl enc escreve 8.' },
				hash: { label: 'Função de hash', description: 'pbkdf2 e hkdf: sha1, sha256 (padrão) ou sha512; evp-bytes-to-key: md5 (padrão), sha1, sha256 ou sha512', unset: 'SHA-256 (no EVP: MD5)', help: 'PBKDF2 e HKDF: SHA-1, SHA-256 ou SHA-512. EVP_BytesToKey: MD5 (openssl enc antes da 1.1 e crypto-js), SHA-256 (openssl enc hoje), SHA-1 ou SHA-512.' },
				length: { label: 'Tamanho da chave (bytes)', description: 'Bytes de chave, 1–1.024, padrão 32 (argon2id ao menos 4); pbkdf2: iterações × blocos no máximo 10.000.000', unset: '32 bytes (256 bits, o padrão)', help: 'Bytes de chave: 16 para AES-128, 32 para AES-256. O PBKDF2 repete todas as iterações para cada bloco do tamanho do hash.' },
				iterations: { label: 'Iterações', description: 'pbkdf2: 1–10.000.000, padrão 10.000; argon2id: passadas pela memória, 1–10, padrão 2', unset: 'PBKDF2 10.000; argon2id 2', help: 'PBKDF2: quantas vezes o HMAC roda por bloco (1 a 10.000.000; a OWASP pede 600.000 com SHA-256). Argon2id: passadas pela memória, 1 a 10.' },
				info: { label: 'Contexto info (hex, HKDF)', description: 'hkdf: o contexto e a informação da aplicação, em hex; padrão vazio', help: 'HKDF: contexto que liga a chave ao seu uso, em dígitos hexadecimais. Vazio por padrão.' },
				log_n: { label: 'Custo log₂ N (scrypt)', description: 'scrypt: log2 do custo N, 1–17, padrão 14 (N = 16.384)', unset: '14 (N = 16.384)', help: 'scrypt: N = 2^log_n, 1 a 17. A memória é 128 × r × N bytes: 16 MiB com 14 e r 8.' },
				r: { label: 'Tamanho do bloco r (scrypt)', description: 'scrypt: tamanho do bloco, 1–16, padrão 8; memória 128 × r × N bytes, no máximo 128 MiB', unset: '8 (o padrão)', help: 'scrypt: tamanho do bloco, 1 a 16; r × N no máximo 2^20 (128 MiB).' },
				p: { label: 'Paralelismo p (scrypt)', description: 'scrypt: paralelismo, 1–16, padrão 1; N × r × p no máximo 4.194.304', unset: '1 (o padrão)', help: 'scrypt: paralelismo, 1 a 16; N × r × p no máximo 2^22.' },
				memory_kib: { label: 'Memória KiB (argon2id)', description: 'argon2id: memória em KiB, 8–65.536 (64 MiB) e ao menos 8 × paralelismo, padrão 19.456 (19 MiB)', unset: '19.456 KiB (19 MiB)', help: 'Argon2id: memória que cada tentativa exige, de 8 KiB a 64 MiB, ao menos 8 × paralelismo.' },
				parallelism: { label: 'Faixas (argon2id)', description: 'argon2id: faixas, 1–4, padrão 1', unset: '1 (o padrão)', help: 'Argon2id: faixas, 1 a 4.' },
				key_length: { label: 'Tamanho da chave (bytes, EVP)', description: 'evp-bytes-to-key: bytes de chave, 1–1.024, padrão 32 (AES-256)', unset: '32 (AES-256, o padrão)', help: 'EVP_BytesToKey: bytes de chave; 16 para AES-128, 24 para Triple DES, 32 para AES-256.' },
				iv_length: { label: 'Tamanho do IV (bytes, EVP)', description: 'evp-bytes-to-key: bytes de IV, 0–64, padrão 16 (AES-CBC)', unset: '16 (AES-CBC, o padrão)', help: 'EVP_BytesToKey: bytes de IV depois da chave; 16 para AES, 8 para DES, 0 para ECB.' }
			},
			examples: {
				'PBKDF2-SHA256, 10,000 iterations': 'PBKDF2-SHA256, 10.000 iterações',
				'HKDF-SHA256 (RFC 5869 test case 1)': 'HKDF-SHA256 (caso de teste 1 da RFC 5869)',
				'scrypt, N = 16,384': 'scrypt, N = 16.384',
				'argon2id, 19 MiB': 'argon2id com 19 MiB',
				'EVP_BytesToKey (openssl enc -md md5)': 'EVP_BytesToKey (como o openssl enc -md md5)'
			}
		}
	},
	es: {
		kdf: {
			title: 'Derivación de clave (KDF)',
			summary: 'Deriva una clave en bruto de una contraseña y una sal con PBKDF2, HKDF, scrypt, argon2id o el EVP_BytesToKey de OpenSSL (clave e IV).',
			keywords: ['kdf', 'derivación de clave', 'derive pbkdf2 key', 'derive hkdf key', 'derive evp key', 'scrypt', 'argon2', 'evp_bytestokey', 'contraseña', 'sal'],
			fields: {
				algorithm: { label: 'Algoritmo', description: 'pbkdf2 (RFC 8018), hkdf (RFC 5869), scrypt (RFC 7914), argon2id (RFC 9106) o evp-bytes-to-key (OpenSSL, cuenta 1)', help: 'PBKDF2, scrypt y argon2id hacen cara de adivinar una contraseña (cada intento cuesta el mismo trabajo a quien ataca); HKDF expande una clave que ya es aleatoria; EVP_BytesToKey es lo que usan openssl enc y crypto-js para una frase de paso.' },
				password: { label: 'Contraseña', description: 'La contraseña (en HKDF, el material de clave de entrada), escrita como dice `password_encoding`; como mucho 4.096 caracteres', help: 'La contraseña (en HKDF, la clave de entrada). Suelta un archivo en la respuesta para derivar de sus bytes.' },
				password_encoding: inputEncodingWords('es', 'password', 'utf8', 'Codificación de la contraseña'),
				salt: { label: 'Sal (hex)', description: 'La sal en hex (se ignoran los espacios); por defecto vacía; como mucho 2.048 dígitos (argon2id: al menos 8 bytes)', help: 'Dígitos hexadecimales, p. ej. 73616c74 para "salt". Argon2id pide al menos 8 bytes; openssl enc escribe 8.' },
				hash: { label: 'Función hash', description: 'pbkdf2 y hkdf: sha1, sha256 (por defecto) o sha512; evp-bytes-to-key: md5 (por defecto), sha1, sha256 o sha512', unset: 'SHA-256 (en EVP: MD5)', help: 'PBKDF2 y HKDF: SHA-1, SHA-256 o SHA-512. EVP_BytesToKey: MD5 (openssl enc antes de 1.1 y crypto-js), SHA-256 (openssl enc hoy), SHA-1 o SHA-512.' },
				length: { label: 'Longitud de la clave (bytes)', description: 'Bytes de clave, 1–1.024, por defecto 32 (argon2id al menos 4); pbkdf2: iteraciones × bloques como mucho 10.000.000', unset: '32 bytes (256 bits, por defecto)', help: 'Bytes de clave: 16 para AES-128, 32 para AES-256. PBKDF2 repite todas sus iteraciones para cada bloque del tamaño del hash.' },
				iterations: { label: 'Iteraciones', description: 'pbkdf2: 1–10.000.000, por defecto 10.000; argon2id: pasadas por la memoria, 1–10, por defecto 2', unset: 'PBKDF2 10.000; argon2id 2', help: 'PBKDF2: cuántas veces corre HMAC por bloque (1 a 10.000.000; OWASP pide 600.000 con SHA-256). Argon2id: pasadas por la memoria, 1 a 10.' },
				info: { label: 'Contexto info (hex, HKDF)', description: 'hkdf: el contexto y la información de la aplicación, en hex; por defecto vacía', help: 'HKDF: contexto que ata la clave a su uso, en dígitos hexadecimales. Vacío por defecto.' },
				log_n: { label: 'Coste log₂ N (scrypt)', description: 'scrypt: log2 del coste N, 1–17, por defecto 14 (N = 16.384)', unset: '14 (N = 16.384)', help: 'scrypt: N = 2^log_n, 1 a 17. La memoria es 128 × r × N bytes: 16 MiB con 14 y r 8.' },
				r: { label: 'Tamaño de bloque r (scrypt)', description: 'scrypt: tamaño de bloque, 1–16, por defecto 8; memoria 128 × r × N bytes, como mucho 128 MiB', unset: '8 (por defecto)', help: 'scrypt: tamaño de bloque, 1 a 16; r × N como mucho 2^20 (128 MiB).' },
				p: { label: 'Paralelismo p (scrypt)', description: 'scrypt: paralelismo, 1–16, por defecto 1; N × r × p como mucho 4.194.304', unset: '1 (por defecto)', help: 'scrypt: paralelismo, 1 a 16; N × r × p como mucho 2^22.' },
				memory_kib: { label: 'Memoria KiB (argon2id)', description: 'argon2id: memoria en KiB, 8–65.536 (64 MiB) y al menos 8 × paralelismo, por defecto 19.456 (19 MiB)', unset: '19.456 KiB (19 MiB)', help: 'Argon2id: memoria que necesita cada intento, de 8 KiB a 64 MiB, al menos 8 × paralelismo.' },
				parallelism: { label: 'Carriles (argon2id)', description: 'argon2id: carriles, 1–4, por defecto 1', unset: '1 (por defecto)', help: 'Argon2id: carriles, 1 a 4.' },
				key_length: { label: 'Longitud de la clave (bytes, EVP)', description: 'evp-bytes-to-key: bytes de clave, 1–1.024, por defecto 32 (AES-256)', unset: '32 (AES-256, por defecto)', help: 'EVP_BytesToKey: bytes de clave; 16 para AES-128, 24 para Triple DES, 32 para AES-256.' },
				iv_length: { label: 'Longitud del IV (bytes, EVP)', description: 'evp-bytes-to-key: bytes de IV, 0–64, por defecto 16 (AES-CBC)', unset: '16 (AES-CBC, por defecto)', help: 'EVP_BytesToKey: bytes de IV tras la clave; 16 para AES, 8 para DES, 0 para ECB.' }
			},
			examples: {
				'PBKDF2-SHA256, 10,000 iterations': 'PBKDF2-SHA256, 10.000 iteraciones',
				'HKDF-SHA256 (RFC 5869 test case 1)': 'HKDF-SHA256 (caso de prueba 1 de la RFC 5869)',
				'scrypt, N = 16,384': 'scrypt, N = 16.384',
				'argon2id, 19 MiB': 'argon2id con 19 MiB',
				'EVP_BytesToKey (openssl enc -md md5)': 'EVP_BytesToKey (como openssl enc -md md5)'
			}
		}
	}
};


/** The words of the module's result view in every language. */
export const viewWords = {
	kdf: {
		en: {
			headline: (bytes: string, name: string) => `${bytes}-byte key derived with ${name}`,
			key: 'Key (hex)',
			keyBase64: 'Key (Base64)',
			iv: 'IV (hex)',
			noIv: 'none (0 bytes)',
			download: 'Download key (.bin)',
			file: 'Derive from a file: drop it here or pick it (its bytes are the password)',
			params: { iterations: (n: string) => `${n} iterations`, passes: (n: string) => `${n} passes`, n: (n: string) => `N = ${n}`, memory: (m: string) => `${m} of memory`, lanes: (n: string) => `${n} lanes` },
			cost: {
				pbkdf2: (n: string, hash: string) => `Each password guess costs an attacker ${n} HMAC-${hash} computations per output block: the cost is time only, so GPUs guess fast. Raise the iterations as far as your users can wait.`,
				hkdf: 'HKDF adds no cost to a guess: use it on keys that are already random (a Diffie-Hellman secret, a master key), never on a password.',
				scrypt: (mem: string) => `Each guess needs ${mem} of memory as well as time, which makes guessing on GPUs and ASICs expensive.`,
				argon2id: (mem: string, passes: string) => `Each guess fills ${mem} of memory ${passes} times; argon2id is what RFC 9106 and OWASP recommend for passwords.`,
				evp: (hash: string) => `One ${hash} pass, no iterations: a guess costs almost nothing. Use it only to read what openssl enc (without -pbkdf2) or crypto-js encrypted.`
			}
		},
		'pt-BR': {
			headline: (bytes: string, name: string) => `Chave de ${bytes} bytes derivada com ${name}`,
			key: 'Chave (hex)',
			keyBase64: 'Chave (Base64)',
			iv: 'Vetor de inicialização (IV, hex)',
			noIv: 'nenhum (0 bytes)',
			download: 'Baixar a chave (.bin)',
			file: 'Derivar de um arquivo: solte aqui ou escolha (os bytes dele são a senha)',
			params: { iterations: (n: string) => `${n} iterações`, passes: (n: string) => `${n} passadas`, n: (n: string) => `N = ${n}`, memory: (m: string) => `${m} de memória`, lanes: (n: string) => `${n} faixas` },
			cost: {
				pbkdf2: (n: string, hash: string) => `Cada tentativa de senha custa a quem ataca ${n} cálculos de HMAC-${hash} por bloco de saída: o custo é só tempo, então GPUs adivinham rápido. Suba as iterações até onde seus usuários podem esperar.`,
				hkdf: 'O HKDF não encarece uma tentativa: use-o em chaves que já são aleatórias (um segredo Diffie-Hellman, uma chave mestra), nunca numa senha.',
				scrypt: (mem: string) => `Cada tentativa exige ${mem} de memória além do tempo, o que encarece adivinhar com GPUs e ASICs.`,
				argon2id: (mem: string, passes: string) => `Cada tentativa preenche ${mem} de memória ${passes} vezes; o argon2id é o que a RFC 9106 e a OWASP recomendam para senhas.`,
				evp: (hash: string) => `Uma passada de ${hash}, sem iterações: uma tentativa quase não custa nada. Use só para ler o que o openssl enc (sem -pbkdf2) ou o crypto-js cifraram.`
			}
		},
		es: {
			headline: (bytes: string, name: string) => `Clave de ${bytes} bytes derivada con ${name}`,
			key: 'Clave (hex)',
			keyBase64: 'Clave (Base64)',
			iv: 'Vector de inicialización (IV, hex)',
			noIv: 'ninguno (0 bytes)',
			download: 'Descargar la clave (.bin)',
			file: 'Derivar de un archivo: suéltalo aquí o elígelo (sus bytes son la contraseña)',
			params: { iterations: (n: string) => `${n} iteraciones`, passes: (n: string) => `${n} pasadas`, n: (n: string) => `N = ${n}`, memory: (m: string) => `${m} de memoria`, lanes: (n: string) => `${n} carriles` },
			cost: {
				pbkdf2: (n: string, hash: string) => `Cada intento de contraseña le cuesta al atacante ${n} cálculos de HMAC-${hash} por bloque de salida: el coste es solo tiempo, así que las GPU adivinan rápido. Sube las iteraciones hasta donde tus usuarios puedan esperar.`,
				hkdf: 'HKDF no encarece un intento: úsalo con claves que ya son aleatorias (un secreto Diffie-Hellman, una clave maestra), nunca con una contraseña.',
				scrypt: (mem: string) => `Cada intento necesita ${mem} de memoria además de tiempo, lo que encarece adivinar con GPU y ASIC.`,
				argon2id: (mem: string, passes: string) => `Cada intento llena ${mem} de memoria ${passes} veces; argon2id es lo que recomiendan la RFC 9106 y OWASP para contraseñas.`,
				evp: (hash: string) => `Una pasada de ${hash}, sin iteraciones: un intento casi no cuesta nada. Úsalo solo para leer lo que cifraron openssl enc (sin -pbkdf2) o crypto-js.`
			}
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		hash_for: ({ hash, algorithm, allowed }) => `${hash} não é um hash para ${algorithm}; use ${allowed}`,
		pbkdf2_work: ({ work, max }) => `iterações × blocos de saída dá ${work.toLocaleString('pt-BR')}, acima do limite de ${max.toLocaleString('pt-BR')}; diminua as iterações ou o tamanho`,
		scrypt_memory: ({ bytes, max }) => `o scrypt precisaria de 128 × r × 2^log_n = ${bytes.toLocaleString('pt-BR')} bytes de memória, acima do limite de ${max.toLocaleString('pt-BR')} (128 MiB)`,
		scrypt_work: ({ work, max }) => `2^log_n × r × p dá ${work.toLocaleString('pt-BR')}, acima do limite de ${max.toLocaleString('pt-BR')}`,
		argon2_passes: ({ max }) => `no argon2id deve ser no máximo ${max} (passadas pela memória)`,
		argon2_memory: ({ min }) => `no argon2id deve ser ao menos 8 × paralelismo = ${min} KiB`,
		argon2_length: ({ min }) => `no argon2id deve ter ao menos ${min} bytes`,
		argon2_salt: ({ min, got }) => `no argon2id deve ter ao menos ${min} bytes; este tem ${got}`
	},
	es: {
		hash_for: ({ hash, algorithm, allowed }) => `${hash} no es un hash para ${algorithm}; usa ${allowed}`,
		pbkdf2_work: ({ work, max }) => `iteraciones × bloques de salida da ${work.toLocaleString('es')}, por encima del límite de ${max.toLocaleString('es')}; baja las iteraciones o la longitud`,
		scrypt_memory: ({ bytes, max }) => `scrypt necesitaría 128 × r × 2^log_n = ${bytes.toLocaleString('es')} bytes de memoria, por encima del límite de ${max.toLocaleString('es')} (128 MiB)`,
		scrypt_work: ({ work, max }) => `2^log_n × r × p da ${work.toLocaleString('es')}, por encima del límite de ${max.toLocaleString('es')}`,
		argon2_passes: ({ max }) => `en argon2id debe ser como mucho ${max} (pasadas por la memoria)`,
		argon2_memory: ({ min }) => `en argon2id debe ser al menos 8 × paralelismo = ${min} KiB`,
		argon2_length: ({ min }) => `en argon2id debe tener al menos ${min} bytes`,
		argon2_salt: ({ min, got }) => `en argon2id debe tener al menos ${min} bytes; esta tiene ${got}`
	}
} satisfies ErrorWords<typeof errors>;
