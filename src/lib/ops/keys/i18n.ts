import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'keys-generate': { type: { options: { ec: 'Elliptic curve (EC)' } }, size: { unset: '2048 bits (the default)' }, curve: { unset: 'P-256 (the default)' } },
	},
	'pt-BR': {
		'keys-generate': {
			title: 'Gerador de par de chaves',
			summary: 'Um novo par de chaves RSA, EC (P-256/384/521) ou Ed25519 em PEM (PKCS#8, SPKI) e JWK, com o thumbprint da RFC 7638 como kid.',
			keywords: ['par de chaves', 'chave pública', 'chave privada', 'gerar chave', 'rsa', 'ecdsa', 'ed25519', 'pem', 'jwk'],
			fields: {
				type: { label: 'Tipo', description: 'rsa, ec ou ed25519', options: { ec: 'Curva elíptica (EC)' } },
				size: { label: 'Tamanho (RSA)', description: 'rsa: bits do módulo, 2048 (padrão), 3072 ou 4096; ignorado pelos outros', unset: '2048 bits (o padrão)' },
				curve: { label: 'Curva (EC)', description: 'ec: P-256 (padrão), P-384 ou P-521; ignorado pelos outros', unset: 'P-256 (o padrão)' }
			},
			examples: { Ed25519: 'Par Ed25519', 'EC P-256': 'Par EC P-256', 'RSA 2048': 'Par RSA de 2048 bits' }
		}
	},
	es: {
		'keys-generate': {
			title: 'Generador de pares de claves',
			summary: 'Un nuevo par de claves RSA, EC (P-256/384/521) o Ed25519 en PEM (PKCS#8, SPKI) y JWK, con la huella de la RFC 7638 como kid.',
			keywords: ['par de claves', 'clave pública', 'clave privada', 'generar clave', 'rsa', 'ecdsa', 'ed25519', 'pem', 'jwk'],
			fields: {
				type: { label: 'Tipo', description: 'rsa, ec o ed25519', options: { ec: 'Curva elíptica (EC)' } },
				size: { label: 'Tamaño (RSA)', description: 'rsa: bits del módulo, 2048 (por defecto), 3072 o 4096; los demás lo ignoran', unset: '2048 bits (por defecto)' },
				curve: { label: 'Curva (EC)', description: 'ec: P-256 (por defecto), P-384 o P-521; los demás lo ignoran', unset: 'P-256 (por defecto)' }
			},
			examples: { Ed25519: 'Par Ed25519', 'EC P-256': 'Par EC P-256', 'RSA 2048': 'Par RSA de 2048 bits' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	keysGenerate: {
		en: {
			pair: 'New key pair',
			kid: 'Key ID (kid, RFC 7638 thumbprint)',
			privatePem: 'Private key · PEM (PKCS#8)',
			publicPem: 'Public key · PEM (SPKI)',
			privateJwk: 'Private key · JWK',
			publicJwk: 'Public key · JWK',
			download: 'Download',
			keep: 'Made in this browser (or the server, over the API) and not kept anywhere: keep the private key secret and save it now.',
			sign: 'Sign a JWT with it'
		},
		'pt-BR': {
			pair: 'Novo par de chaves',
			kid: 'ID da chave (kid, thumbprint da RFC 7638)',
			privatePem: 'Chave privada · PEM (PKCS#8)',
			publicPem: 'Chave pública · PEM (SPKI)',
			privateJwk: 'Chave privada · JWK',
			publicJwk: 'Chave pública · JWK',
			download: 'Baixar',
			keep: 'Gerado neste navegador (ou no servidor, pela API) e não guardado em lugar nenhum: mantenha a chave privada em segredo e salve-a agora.',
			sign: 'Assinar um JWT com ela'
		},
		es: {
			pair: 'Nuevo par de claves',
			kid: 'ID de la clave (kid, huella de la RFC 7638)',
			privatePem: 'Clave privada · PEM (PKCS#8)',
			publicPem: 'Clave pública · PEM (SPKI)',
			privateJwk: 'Clave privada · JWK',
			publicJwk: 'Clave pública · JWK',
			download: 'Descargar',
			keep: 'Generado en este navegador (o en el servidor, por la API) y no se guarda en ningún sitio: mantén la clave privada en secreto y guárdala ahora.',
			sign: 'Firmar un JWT con ella'
		}
	}
} satisfies ModuleViewWords;
