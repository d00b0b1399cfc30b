import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'jwt-sign': { header: { help: 'Extra header fields as a JSON object, such as {"kid": "key-1"}; the algorithm comes from the choice above, and typ is "JWT" unless you set it.' } },
	},
	'pt-BR': {
		'jwt-sign': {
			title: 'Assinador de JWT',
			summary: 'Assina um JSON Web Token (JWS compacto) com HMAC, RSA, RSA-PSS, ECDSA ou Ed25519, opcionalmente com validade.',
			keywords: ['jwt', 'json web token', 'assinar jwt', 'gerar jwt', 'criar token', 'jws', 'token de acesso'],
			fields: {
				payload: { label: 'Conteúdo (payload)', description: 'As claims, um objeto JSON (aninhado no máximo 64 níveis)' },
				algorithm: { label: 'Algoritmo', description: 'Um de HS256, HS384, HS512, RS256, RS384, RS512, PS256, ES256, ES384, EdDSA' },
				secret: { label: 'Segredo', description: 'HS256/384/512: o segredo compartilhado, em texto UTF-8' },
				private_key: { label: 'Chave privada', description: 'Outros algoritmos: a chave privada, PEM PKCS#8 (-----BEGIN PRIVATE KEY-----) ou um objeto JWK com a parte privada' },
				header: { label: 'Cabeçalho extra', description: 'Campos extras do cabeçalho protegido (kid, typ, …); `alg` vem de `algorithm`; `typ` é "JWT" por padrão', help: 'Campos extras do cabeçalho como objeto JSON, por exemplo {"kid": "key-1"}; o algoritmo vem da escolha acima, e typ é "JWT" se você não o definir.' },
				expires_in: { label: 'Expira em (segundos)', description: 'Segundos de validade, de 1 a 315.360.000 (dez anos): `iat` = agora e `exp` = agora + expires_in' }
			},
			examples: { 'HS256, as on jwt.io': 'HS256, como no jwt.io', 'HS512 that expires in an hour': 'HS512 que expira em uma hora' }
		},
		'jwt-verify': {
			title: 'Verificador de JWT',
			summary: 'Verifica a assinatura de um JSON Web Token e as claims exp, nbf, iss e aud, e diz o motivo quando falha.',
			keywords: ['jwt', 'json web token', 'verificar jwt', 'validar jwt', 'jwks', 'assinatura', 'token de acesso'],
			fields: {
				token: { label: 'Token JWT', description: 'O JWT (JWS compacto); um "Bearer " no início é ignorado' },
				secret: { label: 'Segredo', description: 'Tokens HS*: o segredo compartilhado, em texto UTF-8' },
				public_key: { label: 'Chave pública', description: 'Outros tokens: PEM SPKI (-----BEGIN PUBLIC KEY-----), um JWK ou um JWK Set {"keys": [...]} de no máximo 100 chaves (um JWK oct verifica HS*)' },
				algorithms: { label: 'Algoritmos permitidos', description: 'Algoritmos aceitos; padrão: todos os de /jwt/sign. `none` nunca é aceito' },
				issuer: { label: 'Emissor (iss)', description: '`iss` exigido' },
				audience: { label: 'Público (aud)', description: '`aud` exigido (uma string, ou um dos itens da lista)' },
				clock_tolerance: { label: 'Tolerância de relógio (s)', description: 'Segundos de folga para exp e nbf, de 0 (padrão) a 86.400' }
			},
			examples: { 'HS256 from jwt.io': 'HS256 do jwt.io', 'RFC 7515 ES256 example (expired in 2011)': 'Exemplo ES256 da RFC 7515 (expirou em 2011)' }
		}
	},
	es: {
		'jwt-sign': {
			title: 'Firmador de JWT',
			summary: 'Firma un JSON Web Token (JWS compacto) con HMAC, RSA, RSA-PSS, ECDSA o Ed25519, con caducidad opcional.',
			keywords: ['jwt', 'json web token', 'firmar jwt', 'generar jwt', 'crear token', 'jws', 'token de acceso'],
			fields: {
				payload: { label: 'Contenido (payload)', description: 'Las claims, un objeto JSON (anidado como mucho 64 niveles)' },
				algorithm: { label: 'Algoritmo', description: 'Uno de HS256, HS384, HS512, RS256, RS384, RS512, PS256, ES256, ES384, EdDSA' },
				secret: { label: 'Secreto', description: 'HS256/384/512: el secreto compartido, como texto UTF-8' },
				private_key: { label: 'Clave privada', description: 'Otros algoritmos: la clave privada, PEM PKCS#8 (-----BEGIN PRIVATE KEY-----) o un objeto JWK con su parte privada' },
				header: { label: 'Cabecera extra', description: 'Campos extra de la cabecera protegida (kid, typ, …); `alg` sale de `algorithm`; `typ` es "JWT" por defecto', help: 'Campos extra de la cabecera como objeto JSON, por ejemplo {"kid": "key-1"}; el algoritmo sale de la elección de arriba, y typ es "JWT" si no lo defines.' },
				expires_in: { label: 'Caduca en (segundos)', description: 'Segundos de validez, de 1 a 315.360.000 (diez años): `iat` = ahora y `exp` = ahora + expires_in' }
			},
			examples: { 'HS256, as on jwt.io': 'HS256, como en jwt.io', 'HS512 that expires in an hour': 'HS512 que caduca en una hora' }
		},
		'jwt-verify': {
			title: 'Verificador de JWT',
			summary: 'Verifica la firma de un JSON Web Token y sus claims exp, nbf, iss y aud, y dice por qué cuando falla.',
			keywords: ['jwt', 'json web token', 'verificar jwt', 'validar jwt', 'jwks', 'firma', 'token de acceso'],
			fields: {
				token: { label: 'Token JWT', description: 'El JWT (JWS compacto); se ignora un "Bearer " inicial' },
				secret: { label: 'Secreto', description: 'Tokens HS*: el secreto compartido, como texto UTF-8' },
				public_key: { label: 'Clave pública', description: 'Otros tokens: PEM SPKI (-----BEGIN PUBLIC KEY-----), un JWK o un JWK Set {"keys": [...]} de como mucho 100 claves (un JWK oct verifica HS*)' },
				algorithms: { label: 'Algoritmos permitidos', description: 'Algoritmos aceptados; por defecto, todos los de /jwt/sign. `none` nunca se acepta' },
				issuer: { label: 'Emisor (iss)', description: '`iss` exigido' },
				audience: { label: 'Audiencia (aud)', description: '`aud` exigido (una cadena, o uno de los de la lista)' },
				clock_tolerance: { label: 'Tolerancia de reloj (s)', description: 'Segundos de margen para exp y nbf, de 0 (por defecto) a 86.400' }
			},
			examples: { 'HS256 from jwt.io': 'HS256 de jwt.io', 'RFC 7515 ES256 example (expired in 2011)': 'Ejemplo ES256 de la RFC 7515 (caducó en 2011)' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	jwtSign: {
		en: { token: 'Signed token', header: 'Header', payload: 'Payload', signature: 'Signature', decode: 'Open in the JWT decoder', verify: 'Verify it', legend: 'Colours: header · payload · signature' },
		'pt-BR': { token: 'Token assinado', header: 'Cabeçalho', payload: 'Conteúdo (payload)', signature: 'Assinatura', decode: 'Abrir no decodificador de JWT', verify: 'Verificar', legend: 'Cores: cabeçalho · conteúdo · assinatura' },
		es: { token: 'Token firmado', header: 'Cabecera', payload: 'Contenido (payload)', signature: 'Firma', decode: 'Abrir en el decodificador de JWT', verify: 'Verificarlo', legend: 'Colores: cabecera · contenido · firma' }
	},
	jwtVerify: {
		en: {
			valid: 'Valid: the signature and the claims check out',
			invalid: 'Not valid',
			codes: {
				signature_invalid: 'The signature does not verify',
				expired: 'The token has expired',
				not_yet_valid: 'The token is not valid yet',
				issuer_mismatch: 'The issuer (iss) is not the one required',
				audience_mismatch: 'The audience (aud) is not the one required',
				algorithm_not_allowed: 'The algorithm is not allowed',
				malformed: 'The token is malformed'
			},
			code: 'Error code',
			algorithm: 'Algorithm (alg)',
			expires: 'Expires (exp)',
			header: 'Header',
			payload: 'Payload',
			none: 'Could not be decoded'
		},
		'pt-BR': {
			valid: 'Válido: a assinatura e as claims conferem',
			invalid: 'Inválido',
			codes: {
				signature_invalid: 'A assinatura não confere',
				expired: 'O token expirou',
				not_yet_valid: 'O token ainda não é válido',
				issuer_mismatch: 'O emissor (iss) não é o exigido',
				audience_mismatch: 'O público (aud) não é o exigido',
				algorithm_not_allowed: 'O algoritmo não é permitido',
				malformed: 'O token está malformado'
			},
			code: 'Código do erro',
			algorithm: 'Algoritmo (alg)',
			expires: 'Expira (exp)',
			header: 'Cabeçalho',
			payload: 'Conteúdo (payload)',
			none: 'Não pôde ser decodificado'
		},
		es: {
			valid: 'Válido: la firma y las claims se verifican',
			invalid: 'No válido',
			codes: {
				signature_invalid: 'La firma no se verifica',
				expired: 'El token ha caducado',
				not_yet_valid: 'El token aún no es válido',
				issuer_mismatch: 'El emisor (iss) no es el exigido',
				audience_mismatch: 'La audiencia (aud) no es la exigida',
				algorithm_not_allowed: 'El algoritmo no está permitido',
				malformed: 'El token está mal formado'
			},
			code: 'Código de error',
			algorithm: 'Algoritmo (alg)',
			expires: 'Caduca (exp)',
			header: 'Cabecera',
			payload: 'Contenido (payload)',
			none: 'No se pudo decodificar'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		members: ({ max }) => `deve ter no máximo ${max} membros`,
		too_deep: ({ max }) => `tem mais de ${max} níveis de aninhamento`,
		token_too_long: ({ max }) => `o token passaria de ${max} caracteres (o máximo que /jwt/verify e /jwt-decoder leem)`,
		does_not_fit: ({ alg, reason }) => `não serve para ${alg}: ${reason}`,
		pkcs1: 'isto é PKCS#1 / SEC 1; converta para PKCS#8 (openssl pkcs8 -topk8 -nocrypt)',
		not_pkcs8: 'não é uma chave privada PEM PKCS#8 (-----BEGIN PRIVATE KEY-----)',
		oct_jwk: 'um JWK oct é um segredo compartilhado: use `secret` com um algoritmo HS',
		no_private_part: 'o JWK não tem a parte privada (d)',
		alg_in_header: '`alg` vem de `algorithm`',
		b64_crit: '`b64` e `crit` não são suportados',
		required_for: ({ alg }) => `é obrigatório para ${alg}`,
		empty: 'não pode ficar vazio',
		secret_or_key: 'secret ou public_key: informe exatamente um',
		private_not_public: 'esta é uma chave privada; informe a pública (PEM SPKI, -----BEGIN PUBLIC KEY-----)',
		not_spki: 'não é uma chave pública PEM SPKI (-----BEGIN PUBLIC KEY-----)',
		jwks_keys: 'um JWK Set precisa de `keys`, uma lista não vazia de objetos JWK',
		jwks_size: ({ max }) => `um JWK Set de no máximo ${max} chaves`,
		jwk_size: ({ max }) => `um JWK de no máximo ${max} membros`,
		jwk_kty: 'um JWK precisa de `kty`',
		parts: ({ count }) => `um JWS na forma compacta tem 3 partes separadas por pontos; este tem ${count}`,
		bad_header: 'o cabeçalho não é um objeto JSON em base64url',
		no_alg: 'o cabeçalho não tem `alg`',
		alg_none: 'alg "none" (um token sem assinatura) nunca é aceito',
		alg_not_allowed: ({ alg, allowed }) => `alg ${alg} não está na lista permitida (${allowed})`,
		bad_payload: 'o payload não é um objeto JSON em base64url (um conjunto de claims de JWT)',
		secret_for_asymmetric: ({ alg }) => `um token ${alg} é verificado com uma chave pública, não com um segredo`,
		key_for_hmac: ({ alg }) => `um token ${alg} é verificado com o seu segredo, não com uma chave pública`,
		public_key_fit: ({ alg, reason }) => `a chave pública não serve para ${alg}: ${reason}`,
		private_jwk: 'o JWK contém uma chave privada; informe a parte pública',
		jwk_fit: ({ alg, reason }) => `o JWK não serve para ${alg}: ${reason}`,
		library: ({ text }) => `a biblioteca de JWT recusou (${text})`
	},
	es: {
		members: ({ max }) => `debe tener como máximo ${max} miembros`,
		too_deep: ({ max }) => `tiene más de ${max} niveles de anidamiento`,
		token_too_long: ({ max }) => `el token superaría los ${max} caracteres (el máximo que leen /jwt/verify y /jwt-decoder)`,
		does_not_fit: ({ alg, reason }) => `no sirve para ${alg}: ${reason}`,
		pkcs1: 'esto es PKCS#1 / SEC 1; conviértela a PKCS#8 (openssl pkcs8 -topk8 -nocrypt)',
		not_pkcs8: 'no es una clave privada PEM PKCS#8 (-----BEGIN PRIVATE KEY-----)',
		oct_jwk: 'un JWK oct es un secreto compartido: usa `secret` con un algoritmo HS',
		no_private_part: 'el JWK no tiene la parte privada (d)',
		alg_in_header: '`alg` viene de `algorithm`',
		b64_crit: '`b64` y `crit` no se admiten',
		required_for: ({ alg }) => `es obligatorio para ${alg}`,
		empty: 'no puede estar vacío',
		secret_or_key: 'secret o public_key: indica exactamente uno',
		private_not_public: 'esta es una clave privada; indica la pública (PEM SPKI, -----BEGIN PUBLIC KEY-----)',
		not_spki: 'no es una clave pública PEM SPKI (-----BEGIN PUBLIC KEY-----)',
		jwks_keys: 'un JWK Set necesita `keys`, una lista no vacía de objetos JWK',
		jwks_size: ({ max }) => `un JWK Set de como máximo ${max} claves`,
		jwk_size: ({ max }) => `un JWK de como máximo ${max} miembros`,
		jwk_kty: 'un JWK necesita `kty`',
		parts: ({ count }) => `un JWS en forma compacta tiene 3 partes separadas por puntos; este tiene ${count}`,
		bad_header: 'la cabecera no es un objeto JSON en base64url',
		no_alg: 'la cabecera no tiene `alg`',
		alg_none: 'alg "none" (un token sin firma) nunca se acepta',
		alg_not_allowed: ({ alg, allowed }) => `alg ${alg} no está en la lista permitida (${allowed})`,
		bad_payload: 'el payload no es un objeto JSON en base64url (un conjunto de claims de JWT)',
		secret_for_asymmetric: ({ alg }) => `un token ${alg} se verifica con una clave pública, no con un secreto`,
		key_for_hmac: ({ alg }) => `un token ${alg} se verifica con su secreto, no con una clave pública`,
		public_key_fit: ({ alg, reason }) => `la clave pública no sirve para ${alg}: ${reason}`,
		private_jwk: 'el JWK contiene una clave privada; indica su parte pública',
		jwk_fit: ({ alg, reason }) => `el JWK no sirve para ${alg}: ${reason}`,
		library: ({ text }) => `la biblioteca de JWT lo rechazó (${text})`
	}
} satisfies ErrorWords<typeof errors>;
