import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';
import type { KeySizes } from './specs.js';

/** The module's words: English help and options, and pt-BR and es (English is the definition itself). */
export const texts: ModuleTexts = {
	en: {
		cipher: {
			input: { help: 'The text or bytes to encrypt, or the ciphertext to decrypt (base64 unless you pick another encoding), or drop a file.' },
			input_encoding: { help: 'How the input is written: text (UTF-8), hex digits, base64 or Latin-1.', unset: 'text to encrypt, base64 to decrypt (the default)' },
			algorithm: { help: 'The cipher. AES-GCM, ChaCha20-Poly1305 and Ascon also detect tampering; DES, RC4, TEA and ECB are kept for old data only. RC2, RC6, Twofish, PRESENT and the GOST ciphers Magma and Kuznyechik come in CBC and ECB.' },
			direction: { help: 'Encrypt plaintext, or decrypt ciphertext back.', options: { encrypt: 'Encrypt', decrypt: 'Decrypt' } },
			key: { help: 'The secret key, hex digits by default: AES-128 16 bytes (32 hex digits), AES-192 24, AES-256 32, DES 8, Triple DES 24, Blowfish 4-56, SM4, TEA, XTEA, Rabbit and Ascon 16, XXTEA 1-16, ChaCha20 and XSalsa20 32, Fernet its 44-character key, RC2 1-128, RC6 1-255, Twofish 16/24/32, PRESENT 10 or 16, Magma and Kuznyechik 32. Or leave it empty and give a passphrase.' },
			key_encoding: { help: 'How the key is written: hex digits, base64, text (UTF-8) or Latin-1.', unset: 'hex (the default; base64 for Fernet)' },
			passphrase: { help: 'Instead of a key: a password, as `openssl enc` and crypto-js (IT-Tools) use it. The output starts with "Salted__".' },
			pbkdf2: { label: 'Derive with PBKDF2', help: 'Derive the key from the passphrase with PBKDF2 (openssl enc -pbkdf2) instead of the old MD5 way.' },
			salt: { help: 'With a passphrase: a fixed 8-byte salt in hex (openssl -S), to get the same output each time. Empty: random.' },
			iv: { label: 'IV', help: 'The IV in hex: 16 bytes (32 hex digits) for AES and SM4, 12 for AES-GCM, 8 for DES, Triple DES, Blowfish, TEA and XTEA, 10 for CipherSaber2, 8 or none for Rabbit; CBC of RC2, PRESENT and Magma 8, of RC6, Twofish and Kuznyechik 16. Empty when encrypting: a random one, shown with the result.' },
			nonce: { help: 'The nonce in hex: 12 bytes for ChaCha20 and ChaCha20-Poly1305, 8 for Salsa20, 24 for XSalsa20, 16 for Ascon. Empty when encrypting: a random one, shown with the result.' },
			aad: { label: 'Additional data (AAD)', help: 'AES-GCM, ChaCha20-Poly1305 and Ascon: data that is authenticated but not encrypted, in hex. Decrypting needs the same.' },
			tag: { label: 'Authentication tag', help: 'To decrypt AES-GCM, ChaCha20-Poly1305 or Ascon: the 16-byte tag (32 hex digits) the encryption gave.' },
			padding: { help: 'CBC and ECB: how the last block is filled.', unset: 'PKCS#7 (the default)', options: { none: 'None (whole blocks only)' } },
			timestamp: { help: 'Fernet: the time written in the token, in seconds since 1970. Empty: now.' },
			drop: { label: 'Bytes to drop', help: 'RC4-drop: how many bytes of keystream to throw away first. Empty: 768 (CyberChef\'s 192 dwords).' },
			rounds: { help: 'CipherSaber2: how many times the key is mixed in (20 by default; 1 is CipherSaber-1). XTEA: cycles (32 by default).' },
			output_encoding: { help: 'How the result is written: base64, hex digits, text (UTF-8) or Latin-1.', unset: 'base64 to encrypt, text to decrypt (the default)' }
		}
	},
	'pt-BR': {
		cipher: {
			title: 'Cifrar / decifrar',
			summary: 'Cifre e decifre com AES (CBC, ECB, CTR, GCM, CFB, OFB, key wrap), ChaCha20, Salsa20, DES, Triple DES, Blowfish, SM4, RC4, RC4-drop, Rabbit, TEA, XTEA, XXTEA, CipherSaber2, Ascon, Fernet, RC2, RC6, Twofish, PRESENT ou GOST (Magma, Kuznyechik), com chave e IV ou com uma senha no formato do OpenSSL.',
			keywords: ['cifrar', 'decifrar', 'criptografar', 'descriptografar', 'encriptar', 'cifra', 'criptografia simétrica', 'senha', 'chave', 'vetor de inicialização'],
			fields: {
				input: { label: 'Entrada', description: 'Os dados: o texto a cifrar ou o texto cifrado a decifrar, escritos como diz `input_encoding`; até 524.288 caracteres', help: 'O texto ou os bytes a cifrar, ou o texto cifrado a decifrar (em base64, salvo outra codificação), ou solte um arquivo.' },
				input_encoding: { ...inputEncodingWords('pt-BR', 'input', 'utf8 para cifrar e base64 para decifrar'), help: 'Como a entrada está escrita: texto (UTF-8), dígitos hexadecimais, base64 ou Latin-1.', unset: 'texto para cifrar, base64 para decifrar (o padrão)' },
				algorithm: { label: 'Algoritmo', description: 'A cifra: AES nos modos CBC, ECB, CTR, GCM, CFB (128 bits) ou OFB, des-cbc, des-ede3-cbc (Triple DES), bf-cbc (Blowfish), rc4, chacha20 (RFC 8439, contador 0), chacha20-poly1305, xsalsa20, salsa20, sm4-cbc, fernet, aes-kw (key wrap da RFC 3394), tea-cbc, tea-ecb, tea-cfb, tea-ofb, tea-ctr, xtea-cbc, xtea-ecb, xtea-cfb, xtea-ofb, xtea-ctr, xxtea (o XXTEA do CyberChef, formato xxtea-js), rc4-drop (RC4 descartando `drop` bytes do fluxo de chave), rabbit (RFC 4503), ciphersaber2 (CipherSaber-2, `rounds`), ascon-aead128 (AEAD da NIST SP 800-232), ou CBC ou ECB (`<cifra>-cbc`, `<cifra>-ecb`) de rc2 (RFC 2268, 128 bits efetivos de chave), rc6 (RC6-32/20), twofish, present (PRESENT, 31 rodadas), magma (GOST R 34.12-2015 de 64 bits, RFC 8891) ou kuznyechik (GOST R 34.12-2015 de 128 bits, RFC 7801)', help: 'A cifra. AES-GCM, ChaCha20-Poly1305 e Ascon também detectam alterações; DES, RC4, TEA e ECB só servem para dados antigos. RC2, RC6, Twofish, PRESENT e as cifras GOST Magma e Kuznyechik vêm em CBC e ECB.' },
				direction: { label: 'Direção', description: 'encrypt (cifrar) ou decrypt (decifrar)', help: 'Cifrar um texto, ou decifrar um texto cifrado.', options: { encrypt: 'Cifrar', decrypt: 'Decifrar' } },
				key: { label: 'Chave', description: 'A chave, escrita como diz `key_encoding`: 16, 24 ou 32 bytes para AES conforme o nome, 8 para DES, 24 para Triple DES, 4-56 (múltiplos de 4) para Blowfish, 1-256 para RC4, 32 para ChaCha20 e XSalsa20, 16 ou 32 para Salsa20, 16 para SM4, 32 para Fernet (sua chave em base64 URL-safe), a chave de cifragem de chaves para aes-kw, 1-128 para RC2, 1-255 para RC6, 16, 24 ou 32 para Twofish, 10 ou 16 para PRESENT, 32 para Magma e Kuznyechik, 16 para TEA, XTEA, Rabbit e Ascon, 1-16 para XXTEA (completada com zeros até 16), 1-256 para rc4-drop, 1-246 para ciphersaber2. Informe uma chave ou uma senha', help: 'A chave secreta, em hexadecimal por padrão: AES-128 16 bytes (32 dígitos hex), AES-192 24, AES-256 32, DES 8, Triple DES 24, Blowfish 4-56, SM4, TEA, XTEA, Rabbit e Ascon 16, XXTEA 1-16, ChaCha20 e XSalsa20 32, Fernet sua chave de 44 caracteres, RC2 1-128, RC6 1-255, Twofish 16/24/32, PRESENT 10 ou 16, Magma e Kuznyechik 32. Ou deixe vazia e informe uma senha.' },
				key_encoding: { label: 'Codificação da chave', description: 'Como `key` está escrita: hex, base64, utf8 ou latin1; padrão hex (base64 para fernet, URL-safe aceito)', help: 'Como a chave está escrita: dígitos hexadecimais, base64, texto (UTF-8) ou Latin-1.', unset: 'hex (o padrão; base64 para Fernet)' },
				passphrase: { label: 'Senha', description: 'Em vez de uma chave: uma senha, no formato do OpenSSL enc ("Salted__", um sal de 8 bytes, chave e IV por EVP_BytesToKey com MD5, como crypto-js e `openssl enc -md md5` escrevem; com `pbkdf2`, PBKDF2-SHA256 com 10.000 iterações). AES (menos GCM), DES, Triple DES, Blowfish, SM4 e RC4', help: 'Em vez de uma chave: uma senha, como `openssl enc` e crypto-js (IT-Tools) a usam. A saída começa com "Salted__".' },
				pbkdf2: { label: 'Derivar com PBKDF2', description: 'Com senha: derivar chave e IV por PBKDF2-HMAC-SHA256, 10.000 iterações (`openssl enc -pbkdf2`); padrão false (EVP_BytesToKey MD5)', help: 'Derivar a chave da senha com PBKDF2 (openssl enc -pbkdf2) em vez do antigo método MD5.' },
				salt: { label: 'Sal', description: 'Com senha, para cifrar: o sal de 8 bytes em hex (`openssl enc -S`); padrão aleatório', help: 'Com senha: um sal fixo de 8 bytes em hex (openssl -S), para obter sempre a mesma saída. Vazio: aleatório.' },
				iv: { label: 'IV (vetor de inicialização)', description: 'O IV em hex: 16 bytes para AES (12 para GCM), 8 para DES, Triple DES, Blowfish, TEA e XTEA (menos ECB), 16 para SM4 e Fernet; em CBC um bloco: 8 para RC2, PRESENT e Magma, 16 para RC6, Twofish e Kuznyechik; rabbit um opcional de 8 (sem ele, sem preparação de IV); ciphersaber2 10, para fixar o IV escrito antes do texto cifrado. Cifrar sem ele gera um aleatório, devolvido na resposta', help: 'O IV em hex: 16 bytes (32 dígitos hex) para AES e SM4, 12 para AES-GCM, 8 para DES, Triple DES, Blowfish, TEA e XTEA, 10 para CipherSaber2, 8 ou nenhum para Rabbit; CBC de RC2, PRESENT e Magma 8, de RC6, Twofish e Kuznyechik 16. Vazio ao cifrar: um aleatório, mostrado com o resultado.' },
				nonce: { label: 'Nonce (número único)', description: 'O nonce em hex: 12 bytes para chacha20 e chacha20-poly1305, 8 para salsa20, 24 para xsalsa20, 16 para ascon-aead128 (`iv` é lido quando `nonce` falta). Cifrar sem ele gera um aleatório, devolvido na resposta como `iv`', help: 'O nonce em hex: 12 bytes para ChaCha20 e ChaCha20-Poly1305, 8 para Salsa20, 24 para XSalsa20, 16 para Ascon. Vazio ao cifrar: um aleatório, mostrado com o resultado.' },
				aad: { label: 'Dados adicionais (AAD)', description: 'GCM, ChaCha20-Poly1305 e Ascon: dados adicionais autenticados, em hex', help: 'AES-GCM, ChaCha20-Poly1305 e Ascon: dados autenticados mas não cifrados, em hex. Decifrar exige os mesmos.' },
				tag: { label: 'Tag de autenticação', description: 'Para decifrar GCM, ChaCha20-Poly1305 ou Ascon: a tag de autenticação de 16 bytes em hex, como a cifragem a deu', help: 'Para decifrar AES-GCM, ChaCha20-Poly1305 ou Ascon: a tag de 16 bytes (32 dígitos hex) que a cifragem deu.' },
				padding: { label: 'Preenchimento', description: 'CBC e ECB: pkcs7 (padrão) ou none (a entrada deve então ter blocos inteiros)', help: 'CBC e ECB: como o último bloco é completado.', unset: 'PKCS#7 (o padrão)', options: { none: 'Nenhum (só blocos inteiros)' } },
				timestamp: { label: 'Momento', description: 'fernet, cifrar: o momento do token, em segundos desde 1970; padrão agora', help: 'Fernet: o momento gravado no token, em segundos desde 1970. Vazio: agora.' },
				drop: { label: 'Bytes a descartar', description: 'rc4-drop: bytes do fluxo de chave descartados antes de cifrar, de 0 a 1.048.576; padrão 768 (as 192 dwords do CyberChef)', help: 'RC4-drop: quantos bytes do fluxo de chave jogar fora antes. Vazio: 768 (as 192 dwords do CyberChef).' },
				rounds: { label: 'Rodadas', description: 'ciphersaber2: quantas vezes a preparação da chave é feita, padrão 20 (1 é o CipherSaber-1); xtea-*: ciclos, de 1 a 255, padrão 32', help: 'CipherSaber2: quantas vezes a chave é misturada (20 por padrão; 1 é o CipherSaber-1). XTEA: ciclos (32 por padrão).' },
				output_encoding: { ...outputEncodingWords('pt-BR', 'base64 para cifrar (fernet: o token, base64 URL-safe) e utf8 para decifrar'), help: 'Como o resultado é escrito: base64, dígitos hexadecimais, texto (UTF-8) ou Latin-1.', unset: 'base64 para cifrar, texto para decifrar (o padrão)' }
			},
			examples: {
				'AES-256-GCM with a fixed nonce': 'AES-256-GCM com um nonce fixo',
				'AES-256-CBC with a passphrase and a fixed salt': 'AES-256-CBC com senha e sal fixo',
				'Ascon-AEAD128 with a fixed nonce': 'Ascon-AEAD128 com um nonce fixo',
				'Decrypt Triple DES': 'Decifrar Triple DES'
			}
		}
	},
	es: {
		cipher: {
			title: 'Cifrar / descifrar',
			summary: 'Cifra y descifra con AES (CBC, ECB, CTR, GCM, CFB, OFB, key wrap), ChaCha20, Salsa20, DES, Triple DES, Blowfish, SM4, RC4, RC4-drop, Rabbit, TEA, XTEA, XXTEA, CipherSaber2, Ascon, Fernet, RC2, RC6, Twofish, PRESENT o GOST (Magma, Kuznyechik), con clave e IV o con una contraseña en el formato de OpenSSL.',
			keywords: ['cifrar', 'descifrar', 'encriptar', 'desencriptar', 'cifrado', 'criptografía simétrica', 'contraseña', 'clave', 'vector de inicialización', 'cifrado por bloques'],
			fields: {
				input: { label: 'Entrada', description: 'Los datos: el texto a cifrar o el texto cifrado a descifrar, escritos como dice `input_encoding`; hasta 524 288 caracteres', help: 'El texto o los bytes a cifrar, o el texto cifrado a descifrar (en base64, salvo otra codificación), o suelta un archivo.' },
				input_encoding: { ...inputEncodingWords('es', 'input', 'utf8 para cifrar y base64 para descifrar'), help: 'Cómo está escrita la entrada: texto (UTF-8), dígitos hexadecimales, base64 o Latin-1.', unset: 'texto para cifrar, base64 para descifrar (por defecto)' },
				algorithm: { label: 'Algoritmo', description: 'El cifrado: AES en los modos CBC, ECB, CTR, GCM, CFB (128 bits) u OFB, des-cbc, des-ede3-cbc (Triple DES), bf-cbc (Blowfish), rc4, chacha20 (RFC 8439, contador 0), chacha20-poly1305, xsalsa20, salsa20, sm4-cbc, fernet, aes-kw (key wrap de la RFC 3394), tea-cbc, tea-ecb, tea-cfb, tea-ofb, tea-ctr, xtea-cbc, xtea-ecb, xtea-cfb, xtea-ofb, xtea-ctr, xxtea (el XXTEA de CyberChef, formato xxtea-js), rc4-drop (RC4 descartando `drop` bytes del flujo de clave), rabbit (RFC 4503), ciphersaber2 (CipherSaber-2, `rounds`), ascon-aead128 (AEAD de la NIST SP 800-232), o CBC o ECB (`<cifrado>-cbc`, `<cifrado>-ecb`) de rc2 (RFC 2268, 128 bits efectivos de clave), rc6 (RC6-32/20), twofish, present (PRESENT, 31 rondas), magma (GOST R 34.12-2015 de 64 bits, RFC 8891) o kuznyechik (GOST R 34.12-2015 de 128 bits, RFC 7801)', help: 'El cifrado. AES-GCM, ChaCha20-Poly1305 y Ascon además detectan alteraciones; DES, RC4, TEA y ECB solo sirven para datos antiguos. RC2, RC6, Twofish, PRESENT y los cifrados GOST Magma y Kuznyechik vienen en CBC y ECB.' },
				direction: { label: 'Dirección', description: 'encrypt (cifrar) o decrypt (descifrar)', help: 'Cifrar un texto, o descifrar un texto cifrado.', options: { encrypt: 'Cifrar', decrypt: 'Descifrar' } },
				key: { label: 'Clave', description: 'La clave, escrita como dice `key_encoding`: 16, 24 o 32 bytes para AES según el nombre, 8 para DES, 24 para Triple DES, 4-56 (múltiplos de 4) para Blowfish, 1-256 para RC4, 32 para ChaCha20 y XSalsa20, 16 o 32 para Salsa20, 16 para SM4, 32 para Fernet (su clave en base64 URL-safe), la clave de cifrado de claves para aes-kw, 1-128 para RC2, 1-255 para RC6, 16, 24 o 32 para Twofish, 10 o 16 para PRESENT, 32 para Magma y Kuznyechik, 16 para TEA, XTEA, Rabbit y Ascon, 1-16 para XXTEA (completada con ceros hasta 16), 1-256 para rc4-drop, 1-246 para ciphersaber2. Da una clave o una contraseña', help: 'La clave secreta, en hexadecimal por defecto: AES-128 16 bytes (32 dígitos hex), AES-192 24, AES-256 32, DES 8, Triple DES 24, Blowfish 4-56, SM4, TEA, XTEA, Rabbit y Ascon 16, XXTEA 1-16, ChaCha20 y XSalsa20 32, Fernet su clave de 44 caracteres, RC2 1-128, RC6 1-255, Twofish 16/24/32, PRESENT 10 o 16, Magma y Kuznyechik 32. O déjala vacía y da una contraseña.' },
				key_encoding: { label: 'Codificación de la clave', description: 'Cómo está escrita `key`: hex, base64, utf8 o latin1; por defecto hex (base64 para fernet, URL-safe aceptado)', help: 'Cómo está escrita la clave: dígitos hexadecimales, base64, texto (UTF-8) o Latin-1.', unset: 'hex (por defecto; base64 para Fernet)' },
				passphrase: { label: 'Contraseña', description: 'En lugar de una clave: una contraseña, en el formato de OpenSSL enc ("Salted__", una sal de 8 bytes, clave e IV por EVP_BytesToKey con MD5, como escriben crypto-js y `openssl enc -md md5`; con `pbkdf2`, PBKDF2-SHA256 con 10 000 iteraciones). AES (salvo GCM), DES, Triple DES, Blowfish, SM4 y RC4', help: 'En lugar de una clave: una contraseña, como la usan `openssl enc` y crypto-js (IT-Tools). La salida empieza por "Salted__".' },
				pbkdf2: { label: 'Derivar con PBKDF2', description: 'Con contraseña: derivar clave e IV con PBKDF2-HMAC-SHA256, 10 000 iteraciones (`openssl enc -pbkdf2`); por defecto false (EVP_BytesToKey MD5)', help: 'Derivar la clave de la contraseña con PBKDF2 (openssl enc -pbkdf2) en lugar del antiguo método MD5.' },
				salt: { label: 'Sal', description: 'Con contraseña, para cifrar: la sal de 8 bytes en hex (`openssl enc -S`); por defecto aleatoria', help: 'Con contraseña: una sal fija de 8 bytes en hex (openssl -S), para obtener siempre la misma salida. Vacía: aleatoria.' },
				iv: { label: 'IV (vector de inicialización)', description: 'El IV en hex: 16 bytes para AES (12 para GCM), 8 para DES, Triple DES, Blowfish, TEA y XTEA (salvo ECB), 16 para SM4 y Fernet; en CBC un bloque: 8 para RC2, PRESENT y Magma, 16 para RC6, Twofish y Kuznyechik; rabbit uno opcional de 8 (sin él, sin preparación de IV); ciphersaber2 10, para fijar el IV escrito antes del texto cifrado. Cifrar sin él genera uno aleatorio, devuelto en la respuesta', help: 'El IV en hex: 16 bytes (32 dígitos hex) para AES y SM4, 12 para AES-GCM, 8 para DES, Triple DES, Blowfish, TEA y XTEA, 10 para CipherSaber2, 8 o ninguno para Rabbit; CBC de RC2, PRESENT y Magma 8, de RC6, Twofish y Kuznyechik 16. Vacío al cifrar: uno aleatorio, mostrado con el resultado.' },
				nonce: { label: 'Nonce (número único)', description: 'El nonce en hex: 12 bytes para chacha20 y chacha20-poly1305, 8 para salsa20, 24 para xsalsa20, 16 para ascon-aead128 (se lee `iv` cuando falta `nonce`). Cifrar sin él genera uno aleatorio, devuelto en la respuesta como `iv`', help: 'El nonce en hex: 12 bytes para ChaCha20 y ChaCha20-Poly1305, 8 para Salsa20, 24 para XSalsa20, 16 para Ascon. Vacío al cifrar: uno aleatorio, mostrado con el resultado.' },
				aad: { label: 'Datos adicionales (AAD)', description: 'GCM, ChaCha20-Poly1305 y Ascon: datos adicionales autenticados, en hex', help: 'AES-GCM, ChaCha20-Poly1305 y Ascon: datos autenticados pero no cifrados, en hex. Descifrar exige los mismos.' },
				tag: { label: 'Etiqueta de autenticación', description: 'Para descifrar GCM, ChaCha20-Poly1305 o Ascon: la etiqueta de autenticación de 16 bytes en hex, como la dio el cifrado', help: 'Para descifrar AES-GCM, ChaCha20-Poly1305 o Ascon: la etiqueta de 16 bytes (32 dígitos hex) que dio el cifrado.' },
				padding: { label: 'Relleno', description: 'CBC y ECB: pkcs7 (por defecto) o none (la entrada debe tener entonces bloques enteros)', help: 'CBC y ECB: cómo se completa el último bloque.', unset: 'PKCS#7 (por defecto)', options: { none: 'Ninguno (solo bloques enteros)' } },
				timestamp: { label: 'Momento', description: 'fernet, cifrar: el momento del token, en segundos desde 1970; por defecto ahora', help: 'Fernet: el momento grabado en el token, en segundos desde 1970. Vacío: ahora.' },
				drop: { label: 'Bytes a descartar', description: 'rc4-drop: bytes del flujo de clave descartados antes de cifrar, de 0 a 1 048 576; por defecto 768 (las 192 dwords de CyberChef)', help: 'RC4-drop: cuántos bytes del flujo de clave tirar antes. Vacío: 768 (las 192 dwords de CyberChef).' },
				rounds: { label: 'Rondas', description: 'ciphersaber2: cuántas veces se hace la preparación de la clave, por defecto 20 (1 es CipherSaber-1); xtea-*: ciclos, de 1 a 255, por defecto 32', help: 'CipherSaber2: cuántas veces se mezcla la clave (20 por defecto; 1 es CipherSaber-1). XTEA: ciclos (32 por defecto).' },
				output_encoding: { ...outputEncodingWords('es', 'base64 para cifrar (fernet: el token, base64 URL-safe) y utf8 para descifrar'), help: 'Cómo se escribe el resultado: base64, dígitos hexadecimales, texto (UTF-8) o Latin-1.', unset: 'base64 para cifrar, texto para descifrar (por defecto)' }
			},
			examples: {
				'AES-256-GCM with a fixed nonce': 'AES-256-GCM con un nonce fijo',
				'AES-256-CBC with a passphrase and a fixed salt': 'AES-256-CBC con contraseña y sal fija',
				'Ascon-AEAD128 with a fixed nonce': 'Ascon-AEAD128 con un nonce fijo',
				'Decrypt Triple DES': 'Descifrar Triple DES'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	cipher: {
		en: {
			encrypted: (name: string) => `Encrypted with ${name}`,
			decrypted: (name: string) => `Decrypted with ${name}`,
			bytes: (n: string) => `${n} bytes`,
			token: 'Fernet token',
			download: 'Download',
			copy: 'the result',
			keepThese: 'Keep these with the key: decrypting needs them.',
			iv: 'IV',
			nonce: 'Nonce',
			tag: 'Authentication tag',
			made: 'random, made now',
			madeAt: (when: string) => `Token made at ${when}`,
			keyBytes: (k: KeySizes) => `key ${'list' in k ? k.list.join(' or ') : `${k.min}–${k.max}`} bytes`,
			ivBytes: (what: string, n: number) => `${what} ${n} bytes`,
			tagBytes: 'tag 16 bytes',
			decryptIt: 'Decrypt this result',
			file: 'Use a file as the input',
			large: (form: string, max: string, whole: string) => `Files up to ${form} go into the form. Larger ones are encrypted or decrypted in this browser and the answer is a file of the bytes: CBC, ECB (TEA and XTEA too), CTR, CFB, OFB, ChaCha20 and Salsa20 up to ${max}, read in slices; GCM, ChaCha20-Poly1305, Ascon, RC4, RC4-drop, Rabbit, CipherSaber2, XXTEA, Fernet and key wrap up to ${whole}, read whole.`
		},
		'pt-BR': {
			encrypted: (name: string) => `Cifrado com ${name}`,
			decrypted: (name: string) => `Decifrado com ${name}`,
			bytes: (n: string) => `${n} bytes`,
			token: 'token Fernet',
			download: 'Baixar',
			copy: 'o resultado',
			keepThese: 'Guarde estes junto com a chave: decifrar precisa deles.',
			iv: 'IV (vetor de inicialização)',
			nonce: 'Nonce (número único)',
			tag: 'Tag de autenticação',
			made: 'aleatório, gerado agora',
			madeAt: (when: string) => `Token gerado em ${when}`,
			keyBytes: (k: KeySizes) => `chave de ${'list' in k ? k.list.join(' ou ') : `${k.min}–${k.max}`} bytes`,
			ivBytes: (what: string, n: number) => `${what} de ${n} bytes`,
			tagBytes: 'tag de 16 bytes',
			decryptIt: 'Decifrar este resultado',
			file: 'Usar um arquivo como entrada',
			large: (form: string, max: string, whole: string) => `Arquivos de até ${form} vão para o formulário. Os maiores são cifrados ou decifrados neste navegador e a resposta é um arquivo com os bytes: CBC, ECB (também TEA e XTEA), CTR, CFB, OFB, ChaCha20 e Salsa20 até ${max}, lidos em partes; GCM, ChaCha20-Poly1305, Ascon, RC4, RC4-drop, Rabbit, CipherSaber2, XXTEA, Fernet e key wrap até ${whole}, lidos inteiros.`
		},
		es: {
			encrypted: (name: string) => `Cifrado con ${name}`,
			decrypted: (name: string) => `Descifrado con ${name}`,
			bytes: (n: string) => `${n} bytes`,
			token: 'token Fernet',
			download: 'Descargar',
			copy: 'el resultado',
			keepThese: 'Guarda estos junto con la clave: descifrar los necesita.',
			iv: 'IV (vector de inicialización)',
			nonce: 'Nonce (número único)',
			tag: 'Etiqueta de autenticación',
			made: 'aleatorio, generado ahora',
			madeAt: (when: string) => `Token generado el ${when}`,
			keyBytes: (k: KeySizes) => `clave de ${'list' in k ? k.list.join(' o ') : `${k.min}–${k.max}`} bytes`,
			ivBytes: (what: string, n: number) => `${what} de ${n} bytes`,
			tagBytes: 'etiqueta de 16 bytes',
			decryptIt: 'Descifrar este resultado',
			file: 'Usar un archivo como entrada',
			large: (form: string, max: string, whole: string) => `Los archivos de hasta ${form} van al formulario. Los más grandes se cifran o descifran en este navegador y la respuesta es un archivo con los bytes: CBC, ECB (también TEA y XTEA), CTR, CFB, OFB, ChaCha20 y Salsa20 hasta ${max}, leídos por partes; GCM, ChaCha20-Poly1305, Ascon, RC4, RC4-drop, Rabbit, CipherSaber2, XXTEA, Fernet y key wrap hasta ${whole}, leídos enteros.`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		key_needed: 'informe uma chave ou uma senha',
		key_and_passphrase: 'informe uma chave ou uma senha, não as duas',
		key_size: ({ algorithm, sizes, got }) => `${algorithm} precisa de uma chave de ${sizes} bytes; esta tem ${got}`,
		key_range: ({ algorithm, min, max, step, got }) => `${algorithm} precisa de uma chave de ${min} a ${max} bytes${step > 1 ? `, múltiplo de ${step}` : ''}; esta tem ${got}`,
		passphrase_not_for: ({ algorithm }) => `${algorithm} usa uma chave, não uma senha (o OpenSSL enc não tem formato de senha para ele)`,
		iv_size: ({ algorithm, field, size, got }) => `${algorithm} precisa de um ${field} de ${size} bytes; este tem ${got} bytes`,
		iv_needed: ({ algorithm, field }) => `decifrar ${algorithm} precisa do ${field} usado na cifragem`,
		tag_needed: ({ algorithm }) => `decifrar ${algorithm} precisa da tag de autenticação de 16 bytes que a cifragem deu`,
		tag_size: ({ got }) => `a tag tem 16 bytes; esta tem ${got}`,
		aad_not_aead: ({ algorithm }) => `${algorithm} não aceita dados adicionais (só aes-128-gcm, aes-256-gcm, chacha20-poly1305 e ascon-aead128 aceitam)`,
		auth_failed: 'falha na autenticação: chave, IV, tag ou dados adicionais errados, ou os dados foram alterados',
		bad_padding: 'preenchimento inválido: chave ou IV errados, ou os dados não foram preenchidos com PKCS#7',
		not_whole_blocks: ({ block, got }) => `sem preenchimento a entrada precisa ter blocos inteiros de ${block} bytes; ela tem ${got} bytes`,
		not_salted: 'não é uma saída do OpenSSL com senha: ela começa com "Salted__" e um sal de 8 bytes',
		salt_size: ({ got }) => `o sal tem 8 bytes; este tem ${got}`,
		salt_not_used: 'o sal acompanha uma senha (formato do OpenSSL enc)',
		not_fernet: 'não é um token Fernet (versão 0x80, momento, IV de 16 bytes, blocos AES inteiros e um HMAC de 32 bytes, em base64 URL-safe)',
		kw_size: ({ got }) => `aes-kw embrulha chaves de pelo menos 16 bytes em passos de 8 (desembrulha pelo menos 24); esta entrada tem ${got}`,
		field_not_for: ({ field, algorithm, only }) => `${field} não é usado por ${algorithm} (só por ${only})`,
		rounds_range: ({ algorithm, min, max, got }) => `${algorithm} aceita de ${min} a ${max} rodadas; recebeu ${got}`,
		drop_range: ({ max, got }) => `rc4-drop descarta de 0 a ${max.toLocaleString('pt-BR')} bytes do fluxo de chave; recebeu ${got}`,
		xxtea_size: ({ got }) => `o texto cifrado xxtea é feito de palavras inteiras de 4 bytes, no mínimo 8 bytes; esta entrada tem ${got}`,
		xxtea_bad: 'xxtea: a palavra de comprimento não cabe nos dados: chave errada, ou não é texto cifrado xxtea',
		cs2_short: ({ got }) => `o texto cifrado ciphersaber2 começa com seu IV de 10 bytes; esta entrada tem ${got} bytes`,
		whole_too_large: ({ algorithm, max }) => `${algorithm} precisa da mensagem inteira de uma vez no navegador: no máximo ${max.toLocaleString('pt-BR')} bytes (os modos CBC, ECB, CTR, CFB e OFB, ChaCha20 e Salsa20 são lidos em partes)`
	},
	es: {
		key_needed: 'da una clave o una contraseña',
		key_and_passphrase: 'da una clave o una contraseña, no ambas',
		key_size: ({ algorithm, sizes, got }) => `${algorithm} necesita una clave de ${sizes} bytes; esta tiene ${got}`,
		key_range: ({ algorithm, min, max, step, got }) => `${algorithm} necesita una clave de ${min} a ${max} bytes${step > 1 ? `, múltiplo de ${step}` : ''}; esta tiene ${got}`,
		passphrase_not_for: ({ algorithm }) => `${algorithm} usa una clave, no una contraseña (OpenSSL enc no tiene formato de contraseña para él)`,
		iv_size: ({ algorithm, field, size, got }) => `${algorithm} necesita un ${field} de ${size} bytes; este tiene ${got} bytes`,
		iv_needed: ({ algorithm, field }) => `descifrar ${algorithm} necesita el ${field} con el que se cifró`,
		tag_needed: ({ algorithm }) => `descifrar ${algorithm} necesita la etiqueta de autenticación de 16 bytes que dio el cifrado`,
		tag_size: ({ got }) => `la etiqueta tiene 16 bytes; esta tiene ${got}`,
		aad_not_aead: ({ algorithm }) => `${algorithm} no admite datos adicionales (solo aes-128-gcm, aes-256-gcm, chacha20-poly1305 y ascon-aead128)`,
		auth_failed: 'falló la autenticación: clave, IV, etiqueta o datos adicionales incorrectos, o los datos fueron alterados',
		bad_padding: 'relleno inválido: clave o IV incorrectos, o los datos no se rellenaron con PKCS#7',
		not_whole_blocks: ({ block, got }) => `sin relleno la entrada debe tener bloques enteros de ${block} bytes; tiene ${got} bytes`,
		not_salted: 'no es una salida de OpenSSL con contraseña: empieza por "Salted__" y una sal de 8 bytes',
		salt_size: ({ got }) => `la sal tiene 8 bytes; esta tiene ${got}`,
		salt_not_used: 'la sal acompaña a una contraseña (formato de OpenSSL enc)',
		not_fernet: 'no es un token Fernet (versión 0x80, momento, IV de 16 bytes, bloques AES enteros y un HMAC de 32 bytes, en base64 URL-safe)',
		kw_size: ({ got }) => `aes-kw envuelve claves de al menos 16 bytes en pasos de 8 (desenvuelve al menos 24); esta entrada tiene ${got}`,
		field_not_for: ({ field, algorithm, only }) => `${field} no lo usa ${algorithm} (solo ${only})`,
		rounds_range: ({ algorithm, min, max, got }) => `${algorithm} acepta de ${min} a ${max} rondas; recibió ${got}`,
		drop_range: ({ max, got }) => `rc4-drop descarta de 0 a ${max.toLocaleString('es')} bytes del flujo de clave; recibió ${got}`,
		xxtea_size: ({ got }) => `el texto cifrado xxtea son palabras enteras de 4 bytes, como mínimo 8 bytes; esta entrada tiene ${got}`,
		xxtea_bad: 'xxtea: la palabra de longitud no cabe en los datos: clave incorrecta, o no es texto cifrado xxtea',
		cs2_short: ({ got }) => `el texto cifrado ciphersaber2 empieza con su IV de 10 bytes; esta entrada tiene ${got} bytes`,
		whole_too_large: ({ algorithm, max }) => `${algorithm} necesita el mensaje entero de una vez en el navegador: como máximo ${max.toLocaleString('es')} bytes (los modos CBC, ECB, CTR, CFB y OFB, ChaCha20 y Salsa20 se leen por partes)`
	}
} satisfies ErrorWords<typeof errors>;
