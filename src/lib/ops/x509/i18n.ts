import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	en: {
		x509: { pem: 'Paste the certificate, -----BEGIN CERTIFICATE----- included (of a chain, the first is read), or its base64 DER.' }
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
