import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		x509: { pem: { help: 'Paste the certificate, -----BEGIN CERTIFICATE----- included (of a chain, the first is read), or its base64 DER.', label: 'Certificate (PEM)' } }
	},
	'pt-BR': {
		x509: {
			title: 'Decodificador de certificado X.509',
			summary: 'Lê um certificado (PEM ou DER em base64): titular, emissor, validade e dias restantes, nomes alternativos, chave pública, algoritmo de assinatura e impressão digital SHA-256.',
			keywords: ['x509', 'certificado', 'certificado ssl', 'certificado tls', 'pem', 'decodificar certificado', 'impressão digital', 'validade', 'vencimento', 'nomes alternativos'],
			fields: {
				pem: {
					label: 'Certificado (PEM)',
					description: 'Um certificado: PEM (-----BEGIN CERTIFICATE-----; de vários, lê-se o primeiro) ou DER em base64; no máximo 65.536 caracteres',
					help: 'Cole o certificado, com -----BEGIN CERTIFICATE----- (de uma cadeia, lê-se o primeiro), ou o seu DER em base64.'
				}
			},
			examples: {
				'An ECDSA certificate with IP and e-mail names': 'Um certificado ECDSA com nomes IP e de e-mail',
				'A root CA (RSA)': 'Uma AC raiz (RSA)'
			}
		}
	},
	es: {
		x509: {
			title: 'Decodificador de certificados X.509',
			summary: 'Lee un certificado (PEM o DER en base64): titular, emisor, validez y días restantes, nombres alternativos, clave pública, algoritmo de firma y huella SHA-256.',
			keywords: ['x509', 'certificado', 'certificado ssl', 'certificado tls', 'pem', 'decodificar certificado', 'huella digital', 'validez', 'caducidad', 'nombres alternativos'],
			fields: {
				pem: {
					label: 'Certificado (PEM)',
					description: 'Un certificado: PEM (-----BEGIN CERTIFICATE-----; de varios, se lee el primero) o DER en base64; como máximo 65.536 caracteres',
					help: 'Pega el certificado, con -----BEGIN CERTIFICATE----- (de una cadena, se lee el primero), o su DER en base64.'
				}
			},
			examples: {
				'An ECDSA certificate with IP and e-mail names': 'Un certificado ECDSA con nombres IP y de correo',
				'A root CA (RSA)': 'Una CA raíz (RSA)'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	certificateCard: {
		en: {
			left: (n: number) => (n === 1 ? '1 day left' : `${n} days left`),
			expired: (n: number) => (n === 1 ? 'Expired 1 day ago' : n === 0 ? 'Expired today' : `Expired ${n} days ago`),
			validity: (a: string, b: string) => `Valid from ${a} to ${b}`,
			subject: 'Subject',
			issuer: 'Issuer',
			san: 'Alternative names',
			none: 'None',
			key: 'Public key',
			signature: 'Signature algorithm',
			serial: 'Serial number',
			fingerprint: 'SHA-256 fingerprint',
			ca: 'CA certificate',
			selfSigned: 'Self-signed'
		},
		'pt-BR': {
			left: (n: number) => (n === 1 ? 'Falta 1 dia' : `Faltam ${n} dias`),
			expired: (n: number) => (n === 1 ? 'Expirou há 1 dia' : n === 0 ? 'Expirou hoje' : `Expirou há ${n} dias`),
			validity: (a: string, b: string) => `Válido de ${a} a ${b}`,
			subject: 'Titular',
			issuer: 'Emissor',
			san: 'Nomes alternativos',
			none: 'Nenhum',
			key: 'Chave pública',
			signature: 'Algoritmo de assinatura',
			serial: 'Número de série',
			fingerprint: 'Impressão digital SHA-256',
			ca: 'Certificado de AC',
			selfSigned: 'Autoassinado'
		},
		es: {
			left: (n: number) => (n === 1 ? 'Queda 1 día' : `Quedan ${n} días`),
			expired: (n: number) => (n === 1 ? 'Caducó hace 1 día' : n === 0 ? 'Caducó hoy' : `Caducó hace ${n} días`),
			validity: (a: string, b: string) => `Válido del ${a} al ${b}`,
			subject: 'Titular',
			issuer: 'Emisor',
			san: 'Nombres alternativos',
			none: 'Ninguno',
			key: 'Clave pública',
			signature: 'Algoritmo de firma',
			serial: 'Número de serie',
			fingerprint: 'Huella SHA-256',
			ca: 'Certificado de CA',
			selfSigned: 'Autofirmado'
		}
	}
} satisfies ModuleViewWords;
