import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

const ACTIONS = {
	en: { sign: 'Sign', verify: 'Verify a signature', encrypt: 'Encrypt', decrypt: 'Decrypt', 'convert-signature': 'Convert an ECDSA signature' },
	'pt-BR': { sign: 'Assinar', verify: 'Verificar uma assinatura', encrypt: 'Cifrar', decrypt: 'Decifrar', 'convert-signature': 'Converter uma assinatura ECDSA' },
	es: { sign: 'Firmar', verify: 'Verificar una firma', encrypt: 'Cifrar', decrypt: 'Descifrar', 'convert-signature': 'Convertir una firma ECDSA' }
};
/** The forms of an ECDSA signature, in words (convert-signature). */
const SIG_FORMS = {
	en: { auto: 'Detect it', 'der-hex': 'ASN.1 DER, hex (OpenSSL)', 'p1363-hex': 'r‖s (P1363), hex', jws: 'JWS (base64url of r‖s)', json: 'JSON {r, s}' },
	'pt-BR': { auto: 'Detectar', 'der-hex': 'ASN.1 DER em hex (OpenSSL)', 'p1363-hex': 'r‖s (P1363) em hex', jws: 'JWS (base64url de r‖s)', json: 'JSON com r e s' },
	es: { auto: 'Detectarla', 'der-hex': 'ASN.1 DER en hex (OpenSSL)', 'p1363-hex': 'r‖s (P1363) en hex', jws: 'JWS (base64url de r‖s)', json: 'JSON con r y s' }
};
/** The forms a signature is converted to: all but "detect". */
const sigTargets = (words: Record<string, string>) => Object.fromEntries(Object.entries(words).filter(([value]) => value !== 'auto'));
const SM2_ORDER_WORDS = {
	en: { c1c3c2: 'C1 C3 C2 (GM/T 0003-2012)', c1c2c3: 'C1 C2 C3 (older order)' },
	'pt-BR': { c1c3c2: 'C1 C3 C2 (norma GM/T 0003-2012)', c1c2c3: 'C1 C2 C3 (ordem antiga)' },
	es: { c1c3c2: 'C1 C3 C2 (norma GM/T 0003-2012)', c1c2c3: 'C1 C2 C3 (orden antiguo)' }
};
const ALGORITHM_WORDS = { en: { sm2: 'SM2 (Chinese standard, hex keys)' }, 'pt-BR': { sm2: 'SM2 (padrão chinês, chaves em hex)' }, es: { sm2: 'SM2 (estándar chino, claves en hex)' } };
const SPKI = { en: 'Public key PEM (SPKI)', 'pt-BR': 'PEM da chave pública (SPKI)', es: 'PEM de la clave pública (SPKI)' };

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		pubkey: {
			action: { help: 'Sign and decrypt need the private key; verify and encrypt take either. Converting an ECDSA signature needs no key.', options: ACTIONS.en },
			algorithm: { help: 'The first four sign and verify; RSA-OAEP, RSA PKCS#1 v1.5 and SM2 encrypt and decrypt.', options: ALGORITHM_WORDS.en },
			key: { help: 'Paste a PEM (public or private), a JWK or an OpenSSH public key line; for SM2 the key in hex (public: x‖y, private: 64 digits). It stays in this browser.' },
			input: { help: 'The message to sign or verify, the text to encrypt, the ciphertext to decrypt (base64 or hex: choose it below), or the signature to convert.' },
			signature_from: { label: 'Signature given as', help: 'The form of the signature above; detected when left to it.', options: SIG_FORMS.en, unset: 'Detect it' },
			signature_to: { label: 'Convert it to', help: 'r‖s and JWS pad r and s to the curve\'s size (P-256, P-384, P-521).', options: sigTargets(SIG_FORMS.en), unset: 'ASN.1 DER, hex (the default)' },
			sm2_order: { label: 'SM2 ciphertext order', help: 'How the parts follow C1: C3 (the SM3 check) then C2 (the data), as the 2012 standard and CyberChef by default; or C2 then C3.', options: SM2_ORDER_WORDS.en, unset: 'C1 C3 C2 (the default)' },
			input_encoding: inputEncodingWords('en'),
			signature: { help: 'To verify: the signature in base64.' },
			signature_format: { help: 'ECDSA only: DER is what OpenSSL writes; P1363 (r‖s) is what Web Crypto and JWS use.', unset: 'DER (the default)' },
			output_encoding: { ...outputEncodingWords('en', 'base64'), unset: 'base64 to encrypt (SM2: hex), UTF-8 to decrypt' }
		},
		'keys-convert': {
			key: { help: 'Paste a PEM (public or private), a JWK, an OpenSSH key (private, or a public key line). It stays in this browser.' },
			to: { help: 'OpenSSH and the public key PEM give the public key, of a private key too.', options: { 'spki-pem': SPKI.en } }
		}
	},
	'pt-BR': {
		pubkey: {
			title: 'Assinar, verificar, cifrar e decifrar com chave pública',
			summary: 'Assina e verifica com RSA (PKCS#1 v1.5, PSS), ECDSA ou Ed25519, cifra ou decifra com RSA (OAEP, PKCS#1 v1.5) ou SM2, como openssl dgst -sign e pkeyutl, com uma chave PEM ou JWK (SM2: hex), e converte uma assinatura ECDSA entre DER, r || s, JWS e JSON.',
			keywords: ['assinar rsa', 'verificar assinatura', 'cifrar rsa', 'decifrar rsa', 'assinatura digital', 'chave pública', 'chave privada', 'converter assinatura ecdsa', 'cifrar sm2', 'decifrar sm2'],
			fields: {
				action: { label: 'Ação', description: 'sign (chave privada), verify (chave pública ou privada), encrypt (chave pública ou privada), decrypt (chave privada), convert-signature (uma assinatura ECDSA em `input` de `signature_from` para `signature_to`; sem chave nem algoritmo)', help: 'Assinar e decifrar precisam da chave privada; verificar e cifrar aceitam qualquer uma. Converter uma assinatura ECDSA não precisa de chave.', options: ACTIONS['pt-BR'] },
				algorithm: { label: 'Algoritmo', description: 'rsa-pkcs1-sha256, rsa-pss-sha256 (sal de 32 bytes, MGF1 SHA-256), ecdsa-sha256 e ed25519 assinam e verificam; rsa-oaep-sha256 (MGF1 SHA-256, sem rótulo), rsa-pkcs1v15 e sm2 (GB/T 32918.4 na sm2p256v1, SM3; chaves em hex) cifram e decifram', help: 'Os quatro primeiros assinam e verificam; RSA-OAEP, RSA PKCS#1 v1.5 e SM2 cifram e decifram.', options: ALGORITHM_WORDS['pt-BR'] },
				key: { label: 'Chave', description: 'A chave: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY sem senha), um JWK (objeto ou texto JSON) ou uma linha de chave pública OpenSSH; sm2: a chave pública x || y (128 dígitos hex, ou 130 com 04 na frente) para cifrar, a chave privada (64 dígitos hex) para decifrar; não usada por convert-signature. Até 16.384 caracteres (um JWK até 32 membros); RSA até 8.192 bits', help: 'Cole um PEM (público ou privado), um JWK ou uma linha de chave pública OpenSSH; para SM2 a chave em hex (pública: x‖y, privada: 64 dígitos). Ela fica neste navegador.' },
				input: { label: 'Entrada', description: 'A mensagem a assinar ou verificar, o texto a cifrar ou o texto cifrado a decifrar (sm2: C1 || C3 || C2 ou C1 || C2 || C3, em geral hex); convert-signature: a assinatura como texto; escritos como diz `input_encoding` (texto UTF-8 por padrão); até 1.048.576 caracteres', help: 'A mensagem a assinar ou verificar, o texto a cifrar, o texto cifrado a decifrar (base64 ou hex: escolha abaixo), ou a assinatura a converter.' },
				signature_from: { label: 'Assinatura dada como', description: 'convert-signature: a forma de `input`: auto (o padrão: JSON, depois DER hex, depois r || s hex, depois base64url), der-hex (ASN.1 DER, como o OpenSSL), p1363-hex (r || s), jws (base64url de r || s) ou json ({"r": hex, "s": hex})', help: 'A forma da assinatura acima; detectada se não for escolhida.', options: SIG_FORMS['pt-BR'], unset: 'Detectar' },
				signature_to: { label: 'Converter para', description: 'convert-signature: a forma de `output`: der-hex (o padrão), p1363-hex, jws ou json; r || s é completado até 32, 48 ou 66 bytes cada (P-256, P-384, P-521), o primeiro que couber', help: 'r‖s e JWS completam r e s até o tamanho da curva (P-256, P-384, P-521).', options: sigTargets(SIG_FORMS['pt-BR']), unset: 'ASN.1 DER em hex (o padrão)' },
				sm2_order: { label: 'Ordem do texto cifrado SM2', description: 'sm2: a ordem do texto cifrado depois de C1 (x || y, 64 bytes, sem 04): c1c3c2 (o padrão, GM/T 0003.4-2012 e o padrão do CyberChef) ou c1c2c3 (a do rascunho de 2010, de algumas bibliotecas)', help: 'Como as partes seguem C1: C3 (a verificação SM3) e depois C2 (os dados), como a norma de 2012 e o CyberChef por padrão; ou C2 e depois C3.', options: SM2_ORDER_WORDS['pt-BR'], unset: 'C1 C3 C2 (o padrão)' },
				input_encoding: inputEncodingWords('pt-BR'),
				signature: { label: 'Assinatura', description: 'verify: a assinatura, em base64', help: 'Para verificar: a assinatura em base64.' },
				signature_format: { label: 'Formato da assinatura', description: 'ecdsa-sha256: der (ASN.1, o que o OpenSSL escreve; o padrão) ou p1363 (r || s, o que Web Crypto e JWS usam)', help: 'Só ECDSA: DER é o que o OpenSSL escreve; P1363 (r‖s) é o que Web Crypto e JWS usam.', unset: 'DER (o padrão)' },
				output_encoding: { ...outputEncodingWords('pt-BR', 'base64'), description: 'encrypt, decrypt: como `output` é escrito; padrão base64 para cifrar (sm2: hex), utf8 para decifrar', unset: 'base64 para cifrar (SM2: hex), UTF-8 para decifrar' }
			},
			examples: { 'ECDSA P-256 signature (DER, as openssl dgst -sha256 -sign)': 'Assinatura ECDSA P-256 (DER, como openssl dgst -sha256 -sign)', 'Ed25519 verify with an OpenSSH public key': 'Verificar Ed25519 com uma chave pública OpenSSH', 'ECDSA signature from DER to r || s': 'Assinatura ECDSA de DER para r || s' }
		},
		'keys-convert': {
			title: 'Conversor de chaves',
			summary: 'Converte uma chave RSA, EC ou Ed25519 entre PEM, JWK e OpenSSH, extrai a chave pública de uma privada e dá seu tipo, tamanho e impressão digital SSH SHA-256.',
			keywords: ['pem para jwk', 'jwk para pem', 'chave pública da chave privada', 'chave ssh', 'chave de host ssh', 'openssh', 'ssh-keygen', 'impressão digital', 'pkcs8', 'spki'],
			fields: {
				key: { label: 'Chave', description: 'A chave: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY sem senha), um JWK (objeto ou texto JSON), uma linha de chave pública OpenSSH ou o base64 de um blob de chave pública OpenSSH. Até 16.384 caracteres (um JWK até 32 membros); RSA até 8.192 bits', help: 'Cole um PEM (público ou privado), um JWK, uma chave OpenSSH (privada ou uma linha de chave pública). Ela fica neste navegador.' },
				to: { label: 'Converter para', description: 'pem (PKCS#8 para uma chave privada, SPKI para uma pública), jwk, openssh (a linha da chave pública, também de uma chave privada) ou spki-pem (a chave pública, também de uma chave privada)', help: 'OpenSSH e o PEM da chave pública dão a chave pública, também de uma chave privada.', options: { 'spki-pem': SPKI['pt-BR'] } }
			},
			examples: { 'OpenSSH Ed25519 public key to JWK': 'Chave pública OpenSSH Ed25519 para JWK', 'EC private key (SEC1) to its OpenSSH public key': 'Chave privada EC (SEC1) para sua chave pública OpenSSH' }
		}
	},
	es: {
		pubkey: {
			title: 'Firmar, verificar, cifrar y descifrar con clave pública',
			summary: 'Firma y verifica con RSA (PKCS#1 v1.5, PSS), ECDSA o Ed25519, cifra o descifra con RSA (OAEP, PKCS#1 v1.5) o SM2, como openssl dgst -sign y pkeyutl, con una clave PEM o JWK (SM2: hex), y convierte una firma ECDSA entre DER, r || s, JWS y JSON.',
			keywords: ['firmar rsa', 'verificar firma', 'cifrar rsa', 'descifrar rsa', 'firma digital', 'clave pública', 'clave privada', 'convertir firma ecdsa', 'cifrar sm2', 'descifrar sm2'],
			fields: {
				action: { label: 'Acción', description: 'sign (clave privada), verify (clave pública o privada), encrypt (clave pública o privada), decrypt (clave privada), convert-signature (una firma ECDSA en `input` de `signature_from` a `signature_to`; sin clave ni algoritmo)', help: 'Firmar y descifrar necesitan la clave privada; verificar y cifrar aceptan cualquiera. Convertir una firma ECDSA no necesita clave.', options: ACTIONS.es },
				algorithm: { label: 'Algoritmo', description: 'rsa-pkcs1-sha256, rsa-pss-sha256 (sal de 32 bytes, MGF1 SHA-256), ecdsa-sha256 y ed25519 firman y verifican; rsa-oaep-sha256 (MGF1 SHA-256, sin etiqueta), rsa-pkcs1v15 y sm2 (GB/T 32918.4 en sm2p256v1, SM3; claves en hex) cifran y descifran', help: 'Los cuatro primeros firman y verifican; RSA-OAEP, RSA PKCS#1 v1.5 y SM2 cifran y descifran.', options: ALGORITHM_WORDS.es },
				key: { label: 'Clave', description: 'La clave: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY sin contraseña), un JWK (objeto o texto JSON) o una línea de clave pública OpenSSH; sm2: la clave pública x || y (128 dígitos hex, o 130 con 04 delante) para cifrar, la clave privada (64 dígitos hex) para descifrar; no la usa convert-signature. Hasta 16 384 caracteres (un JWK hasta 32 miembros); RSA hasta 8192 bits', help: 'Pega un PEM (público o privado), un JWK o una línea de clave pública OpenSSH; para SM2 la clave en hex (pública: x‖y, privada: 64 dígitos). Se queda en este navegador.' },
				input: { label: 'Entrada', description: 'El mensaje a firmar o verificar, el texto a cifrar o el texto cifrado a descifrar (sm2: C1 || C3 || C2 o C1 || C2 || C3, normalmente hex); convert-signature: la firma como texto; escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 1 048 576 caracteres', help: 'El mensaje a firmar o verificar, el texto a cifrar, el texto cifrado a descifrar (base64 o hex: elígelo abajo), o la firma a convertir.' },
				signature_from: { label: 'Firma dada como', description: 'convert-signature: la forma de `input`: auto (por defecto: JSON, luego DER hex, luego r || s hex, luego base64url), der-hex (ASN.1 DER, como OpenSSL), p1363-hex (r || s), jws (base64url de r || s) o json ({"r": hex, "s": hex})', help: 'La forma de la firma de arriba; se detecta si no se elige.', options: SIG_FORMS.es, unset: 'Detectarla' },
				signature_to: { label: 'Convertir a', description: 'convert-signature: la forma de `output`: der-hex (por defecto), p1363-hex, jws o json; r || s se rellena hasta 32, 48 o 66 bytes cada uno (P-256, P-384, P-521), el primero en que quepa', help: 'r‖s y JWS rellenan r y s hasta el tamaño de la curva (P-256, P-384, P-521).', options: sigTargets(SIG_FORMS.es), unset: 'ASN.1 DER en hex (por defecto)' },
				sm2_order: { label: 'Orden del texto cifrado SM2', description: 'sm2: el orden del texto cifrado tras C1 (x || y, 64 bytes, sin 04): c1c3c2 (por defecto, GM/T 0003.4-2012 y el de CyberChef por defecto) o c1c2c3 (el del borrador de 2010, de algunas bibliotecas)', help: 'Cómo siguen las partes a C1: C3 (la comprobación SM3) y luego C2 (los datos), como la norma de 2012 y CyberChef por defecto; o C2 y luego C3.', options: SM2_ORDER_WORDS.es, unset: 'C1 C3 C2 (por defecto)' },
				input_encoding: inputEncodingWords('es'),
				signature: { label: 'Firma', description: 'verify: la firma, en base64', help: 'Para verificar: la firma en base64.' },
				signature_format: { label: 'Formato de la firma', description: 'ecdsa-sha256: der (ASN.1, lo que escribe OpenSSL; por defecto) o p1363 (r || s, lo que usan Web Crypto y JWS)', help: 'Solo ECDSA: DER es lo que escribe OpenSSL; P1363 (r‖s) es lo que usan Web Crypto y JWS.', unset: 'DER (por defecto)' },
				output_encoding: { ...outputEncodingWords('es', 'base64'), description: 'encrypt, decrypt: cómo se escribe `output`; por defecto base64 al cifrar (sm2: hex), utf8 al descifrar', unset: 'base64 al cifrar (SM2: hex), UTF-8 al descifrar' }
			},
			examples: { 'ECDSA P-256 signature (DER, as openssl dgst -sha256 -sign)': 'Firma ECDSA P-256 (DER, como openssl dgst -sha256 -sign)', 'Ed25519 verify with an OpenSSH public key': 'Verificar Ed25519 con una clave pública OpenSSH', 'ECDSA signature from DER to r || s': 'Firma ECDSA de DER a r || s' }
		},
		'keys-convert': {
			title: 'Conversor de claves',
			summary: 'Convierte una clave RSA, EC o Ed25519 entre PEM, JWK y OpenSSH, extrae la clave pública de una privada y da su tipo, tamaño y huella SSH SHA-256.',
			keywords: ['pem a jwk', 'jwk a pem', 'clave pública de la clave privada', 'clave ssh', 'clave de host ssh', 'openssh', 'ssh-keygen', 'huella', 'pkcs8', 'spki'],
			fields: {
				key: { label: 'Clave', description: 'La clave: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY sin contraseña), un JWK (objeto o texto JSON), una línea de clave pública OpenSSH o el base64 de un blob de clave pública OpenSSH. Hasta 16 384 caracteres (un JWK hasta 32 miembros); RSA hasta 8192 bits', help: 'Pega un PEM (público o privado), un JWK, una clave OpenSSH (privada o una línea de clave pública). Se queda en este navegador.' },
				to: { label: 'Convertir a', description: 'pem (PKCS#8 para una clave privada, SPKI para una pública), jwk, openssh (la línea de la clave pública, también de una clave privada) o spki-pem (la clave pública, también de una clave privada)', help: 'OpenSSH y el PEM de la clave pública dan la clave pública, también de una clave privada.', options: { 'spki-pem': SPKI.es } }
			},
			examples: { 'OpenSSH Ed25519 public key to JWK': 'Clave pública OpenSSH Ed25519 a JWK', 'EC private key (SEC1) to its OpenSSH public key': 'Clave privada EC (SEC1) a su clave pública OpenSSH' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view. */
export const viewWords = {
	pubkey: {
		en: { signature: 'Signature (base64)', valid: 'Valid signature', invalid: 'Not a valid signature', validNote: 'The key signed exactly these bytes.', invalidNote: 'Another key, another message or a damaged signature.', ciphertext: 'Ciphertext', plaintext: 'Decrypted', converted: 'Converted signature', convertedNote: 'The same r and s, written in the form asked for', copy: 'the result', download: 'Download', file: 'Use a file as the input', bytes: (n: string) => `${n} bytes` },
		'pt-BR': { signature: 'Assinatura (base64)', valid: 'Assinatura válida', invalid: 'Assinatura inválida', validNote: 'A chave assinou exatamente estes bytes.', invalidNote: 'Outra chave, outra mensagem ou uma assinatura danificada.', ciphertext: 'Texto cifrado', plaintext: 'Decifrado', converted: 'Assinatura convertida', convertedNote: 'Os mesmos r e s, escritos na forma pedida', copy: 'o resultado', download: 'Baixar', file: 'Usar um arquivo como entrada', bytes: (n: string) => `${n} bytes` },
		es: { signature: 'Firma (base64)', valid: 'Firma válida', invalid: 'Firma no válida', validNote: 'La clave firmó exactamente estos bytes.', invalidNote: 'Otra clave, otro mensaje o una firma dañada.', ciphertext: 'Texto cifrado', plaintext: 'Descifrado', converted: 'Firma convertida', convertedNote: 'Los mismos r y s, escritos en la forma pedida', copy: 'el resultado', download: 'Descargar', file: 'Usar un archivo como entrada', bytes: (n: string) => `${n} bytes` }
	},
	keysConvert: {
		en: { private: 'Private key', public: 'Public key', type: 'Type', size: 'Size', bits: (n: string) => `${n} bits`, curve: 'Curve', fingerprint: 'SSH fingerprint (SHA-256)', output: 'Converted key', copy: 'the key', download: 'Download', keep: 'Keep a private key secret: this page converts it in your browser and sends it nowhere.' },
		'pt-BR': { private: 'Chave privada', public: 'Chave pública', type: 'Tipo', size: 'Tamanho', bits: (n: string) => `${n} bits`, curve: 'Curva', fingerprint: 'Impressão digital SSH (SHA-256)', output: 'Chave convertida', copy: 'a chave', download: 'Baixar', keep: 'Mantenha uma chave privada em segredo: esta página a converte no seu navegador e não a envia a lugar nenhum.' },
		es: { private: 'Clave privada', public: 'Clave pública', type: 'Tipo', size: 'Tamaño', bits: (n: string) => `${n} bits`, curve: 'Curva', fingerprint: 'Huella SSH (SHA-256)', output: 'Clave convertida', copy: 'la clave', download: 'Descargar', keep: 'Mantén en secreto una clave privada: esta página la convierte en tu navegador y no la envía a ningún sitio.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		members: ({ max }) => `deve ser uma chave como texto, ou um objeto JWK de no máximo ${max} membros`,
		key_format: 'não é uma chave que esta ferramenta lê: cole uma chave PEM, um JWK ou uma linha de chave pública OpenSSH',
		key_encrypted: 'é uma chave privada cifrada: decifre-a antes (openssl pkey -in key.pem, ou ssh-keygen -p -N "" para uma chave OpenSSH)',
		key_label: ({ label }) => `contém um PEM ${label}, que não é uma chave que esta ferramenta lê`,
		key_broken: ({ what }) => `não é um(a) ${what} válido(a)`,
		key_type: ({ type }) => `é uma chave ${type}; esta ferramenta lê chaves RSA, EC (P-256, P-384, P-521) e Ed25519`,
		key_curve: ({ curve }) => `usa a curva ${curve}; esta ferramenta lê P-256, P-384 e P-521`,
		key_size: ({ bits, max }) => `é uma chave RSA de ${bits} bits; são lidos no máximo ${max.toLocaleString('pt-BR')} bits`,
		needs_private: ({ action }) => `${action} precisa de uma chave privada; esta é uma chave pública`,
		wrong_key: ({ algorithm, type }) => `${algorithm} precisa de uma chave ${algorithm.startsWith('rsa') ? 'RSA' : algorithm === 'ed25519' ? 'Ed25519' : 'EC'}; esta é uma chave ${type}`,
		not_for_action: ({ algorithm, action }) => `${algorithm} não faz ${action}: escolha rsa-oaep-sha256, rsa-pkcs1v15 ou sm2 para cifrar e decifrar, os outros para assinar e verificar`,
		key_needed: ({ action }) => `${action} precisa de uma chave`,
		sig_convert: ({ why }) => `não é uma assinatura ECDSA na forma dada (${why})`,
		sig_too_long: ({ max }) => `uma assinatura a converter tem no máximo ${max.toLocaleString('pt-BR')} caracteres`,
		sm2_public: 'cifrar com sm2 precisa da chave pública em hex: x || y (128 dígitos hex) ou 04 || x || y (130)',
		sm2_private: 'decifrar com sm2 precisa da chave privada em hex: 64 dígitos hex, de 1 a n - 2',
		sm2_not_on_curve: 'não é um ponto da curva sm2p256v1',
		sm2_short: ({ min }) => `é mais curto que um texto cifrado SM2 (só C1 e C3 têm ${min} bytes)`,
		sm2_check: 'não pôde ser decifrado com esta chave: a verificação C3 (SM3) não confere (chave ou ordem errada, ou texto cifrado corrompido)',
		signature_needed: 'verificar precisa da assinatura (base64)',
		signature_base64: 'não é base64',
		too_long: ({ max, got }) => `tem ${got} bytes; esta chave e este preenchimento cifram no máximo ${max} bytes`,
		decrypt_failed: 'não pôde ser decifrado com esta chave e este preenchimento (chave ou preenchimento errados, ou texto cifrado corrompido)'
	},
	es: {
		members: ({ max }) => `debe ser una clave como texto, o un objeto JWK de como máximo ${max} miembros`,
		key_format: 'no es una clave que esta herramienta lea: pega una clave PEM, un JWK o una línea de clave pública OpenSSH',
		key_encrypted: 'es una clave privada cifrada: descífrala antes (openssl pkey -in key.pem, o ssh-keygen -p -N "" para una clave OpenSSH)',
		key_label: ({ label }) => `contiene un PEM ${label}, que no es una clave que esta herramienta lea`,
		key_broken: ({ what }) => `no es un(a) ${what} válido(a)`,
		key_type: ({ type }) => `es una clave ${type}; esta herramienta lee claves RSA, EC (P-256, P-384, P-521) y Ed25519`,
		key_curve: ({ curve }) => `usa la curva ${curve}; esta herramienta lee P-256, P-384 y P-521`,
		key_size: ({ bits, max }) => `es una clave RSA de ${bits} bits; se leen como máximo ${max.toLocaleString('es')} bits`,
		needs_private: ({ action }) => `${action} necesita una clave privada; esta es una clave pública`,
		wrong_key: ({ algorithm, type }) => `${algorithm} necesita una clave ${algorithm.startsWith('rsa') ? 'RSA' : algorithm === 'ed25519' ? 'Ed25519' : 'EC'}; esta es una clave ${type}`,
		not_for_action: ({ algorithm, action }) => `${algorithm} no hace ${action}: elige rsa-oaep-sha256, rsa-pkcs1v15 o sm2 para cifrar y descifrar, los demás para firmar y verificar`,
		key_needed: ({ action }) => `${action} necesita una clave`,
		sig_convert: ({ why }) => `no es una firma ECDSA en la forma dada (${why})`,
		sig_too_long: ({ max }) => `una firma a convertir tiene como máximo ${max.toLocaleString('es')} caracteres`,
		sm2_public: 'cifrar con sm2 necesita la clave pública en hex: x || y (128 dígitos hex) o 04 || x || y (130)',
		sm2_private: 'descifrar con sm2 necesita la clave privada en hex: 64 dígitos hex, de 1 a n - 2',
		sm2_not_on_curve: 'no es un punto de la curva sm2p256v1',
		sm2_short: ({ min }) => `es más corto que un texto cifrado SM2 (solo C1 y C3 ocupan ${min} bytes)`,
		sm2_check: 'no se pudo descifrar con esta clave: la comprobación C3 (SM3) no coincide (clave u orden equivocados, o texto cifrado dañado)',
		signature_needed: 'verificar necesita la firma (base64)',
		signature_base64: 'no es base64',
		too_long: ({ max, got }) => `tiene ${got} bytes; esta clave y este relleno cifran como máximo ${max} bytes`,
		decrypt_failed: 'no se pudo descifrar con esta clave y este relleno (clave o relleno equivocados, o texto cifrado dañado)'
	}
} satisfies ErrorWords<typeof errors>;
