import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary: 'Decodifica o cabeçalho e as claims de um JSON Web Token, com as datas e a expiração em formato legível. A assinatura não é verificada.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticação'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT em três partes (header.payload.signature); um "Bearer " no início é ignorado' }
			},
			examples: { 'jwt.io example': 'Exemplo do jwt.io' }
		}
	},
	es: {
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary: 'Decodifica la cabecera y las claims de un JSON Web Token, con las fechas y la caducidad en formato legible. La firma no se verifica.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticación'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT de tres partes (header.payload.signature); se ignora un "Bearer " inicial' }
			},
			examples: { 'jwt.io example': 'Ejemplo de jwt.io' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	jwtDecoder: {
		en: {
			expired: (when: string) => `Expired ${when}`,
			notYet: (when: string) => `Not yet valid: starts ${when}`,
			valid: (when: string) => `Within its validity: expires ${when}`,
			noExpiry: 'No expiry (exp): valid until revoked',
			unverified: 'Decoded only: the signature is not verified.',
			issued: 'Issued (iat)',
			notBefore: 'Not before (nbf)',
			expires: 'Expires (exp)',
			algorithm: 'Algorithm (alg)',
			type: 'Type (typ)',
			issuer: 'Issuer (iss)',
			subject: 'Subject (sub)',
			audience: 'Audience (aud)',
			header: 'Header',
			payload: 'Payload'
		},
		'pt-BR': {
			expired: (when: string) => `Expirado ${when}`,
			notYet: (when: string) => `Ainda não válido: começa ${when}`,
			valid: (when: string) => `Dentro da validade: expira ${when}`,
			noExpiry: 'Sem expiração (exp): vale até ser revogado',
			unverified: 'Só decodificado: a assinatura não é verificada.',
			issued: 'Emitido (iat)',
			notBefore: 'Não antes de (nbf)',
			expires: 'Expira (exp)',
			algorithm: 'Algoritmo (alg)',
			type: 'Tipo (typ)',
			issuer: 'Emissor (iss)',
			subject: 'Assunto (sub)',
			audience: 'Público (aud)',
			header: 'Cabeçalho',
			payload: 'Conteúdo (payload)'
		},
		es: {
			expired: (when: string) => `Caducado ${when}`,
			notYet: (when: string) => `Aún no válido: empieza ${when}`,
			valid: (when: string) => `Dentro de su validez: caduca ${when}`,
			noExpiry: 'Sin caducidad (exp): válido hasta que se revoque',
			unverified: 'Solo decodificado: la firma no se verifica.',
			issued: 'Emitido (iat)',
			notBefore: 'No antes de (nbf)',
			expires: 'Caduca (exp)',
			algorithm: 'Algoritmo (alg)',
			type: 'Tipo (typ)',
			issuer: 'Emisor (iss)',
			subject: 'Sujeto (sub)',
			audience: 'Audiencia (aud)',
			header: 'Cabecera',
			payload: 'Contenido (payload)'
		}
	}
} satisfies ModuleViewWords;

/** The token's parts as the messages name them. */
const PART: Record<'pt-BR' | 'es', Record<string, string>> = {
	'pt-BR': { header: 'o cabeçalho', payload: 'o payload' },
	es: { header: 'la cabecera', payload: 'el payload' }
};

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		parts: ({ count }) => `Formato de JWT inválido: eram esperadas 3 partes separadas por pontos, há ${count}`,
		signature_not_base64url: 'Formato de JWT inválido: a assinatura não é base64url',
		not_base64url: ({ part }) => `Formato de JWT inválido: ${PART['pt-BR'][part] ?? part} não é base64url`,
		not_json: ({ part }) => `Formato de JWT inválido: ${PART['pt-BR'][part] ?? part} não é JSON em UTF-8`,
		not_object: ({ part }) => `Formato de JWT inválido: ${PART['pt-BR'][part] ?? part} não é um objeto JSON`,
		too_deep: ({ part, max }) => `Formato de JWT inválido: ${PART['pt-BR'][part] ?? part} tem mais de ${max} níveis de aninhamento`
	},
	es: {
		parts: ({ count }) => `Formato de JWT no válido: se esperaban 3 partes separadas por puntos, hay ${count}`,
		signature_not_base64url: 'Formato de JWT no válido: la firma no es base64url',
		not_base64url: ({ part }) => `Formato de JWT no válido: ${PART.es[part] ?? part} no es base64url`,
		not_json: ({ part }) => `Formato de JWT no válido: ${PART.es[part] ?? part} no es JSON en UTF-8`,
		not_object: ({ part }) => `Formato de JWT no válido: ${PART.es[part] ?? part} no es un objeto JSON`,
		too_deep: ({ part, max }) => `Formato de JWT no válido: ${PART.es[part] ?? part} tiene más de ${max} niveles de anidamiento`
	}
} satisfies ErrorWords<typeof errors>;
