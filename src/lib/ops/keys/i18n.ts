import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'keys-generate': {
			title: 'Gerador de par de chaves',
			summary: 'Um novo par de chaves RSA, EC (P-256/384/521) ou Ed25519 em PEM (PKCS#8, SPKI) e JWK, com o thumbprint da RFC 7638 como kid.',
			keywords: ['par de chaves', 'chave pública', 'chave privada', 'gerar chave', 'rsa', 'ecdsa', 'ed25519', 'pem', 'jwk'],
			fields: {
				type: { label: 'Tipo', description: 'rsa, ec ou ed25519' },
				size: { label: 'Tamanho (RSA)', description: 'rsa: bits do módulo, 2048 (padrão), 3072 ou 4096; ignorado pelos outros' },
				curve: { label: 'Curva (EC)', description: 'ec: P-256 (padrão), P-384 ou P-521; ignorado pelos outros' }
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
				type: { label: 'Tipo', description: 'rsa, ec o ed25519' },
				size: { label: 'Tamaño (RSA)', description: 'rsa: bits del módulo, 2048 (por defecto), 3072 o 4096; los demás lo ignoran' },
				curve: { label: 'Curva (EC)', description: 'ec: P-256 (por defecto), P-384 o P-521; los demás lo ignoran' }
			},
			examples: { Ed25519: 'Par Ed25519', 'EC P-256': 'Par EC P-256', 'RSA 2048': 'Par RSA de 2048 bits' }
		}
	}
};
