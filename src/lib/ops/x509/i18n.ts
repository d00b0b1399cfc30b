import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

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

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ficar vazio',
		other_block: ({ label }) => `não contém um certificado: há um bloco ${label}, era esperado CERTIFICATE`,
		no_block: 'texto PEM sem um bloco -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- completo',
		block_not_base64: 'o bloco CERTIFICATE não é base64 válido',
		neither: 'não é PEM (-----BEGIN CERTIFICATE-----) nem DER em base64',
		not_certificate: ({ reason }) => `não é um certificado X.509 (${reason})`,
		der_truncated: 'elemento truncado',
		der_long_tag: 'tags de vários bytes não são lidas aqui',
		der_length_form: 'forma de comprimento não suportada',
		der_truncated_length: 'comprimento truncado',
		der_too_long: 'elemento maior que o seu contêiner',
		der_unexpected: ({ what }) => `${what}: elemento inesperado`,
		der_empty_oid: 'identificador de objeto vazio',
		der_oid_mid_arc: 'o identificador de objeto termina no meio de um arco',
		der_bmp_odd: 'BMPString de comprimento ímpar',
		der_universal_length: 'o comprimento da UniversalString não é múltiplo de 4',
		der_rdn_not_set: 'nome: um RDN não é um SET',
		der_no_value: 'nome: atributo sem valor',
		der_empty_bits: 'cadeia de bits vazia',
		der_not_one_sequence: 'não é uma única SEQUENCE DER'
	},
	es: {
		empty: 'no puede estar vacío',
		other_block: ({ label }) => `no contiene un certificado: hay un bloque ${label}, se esperaba CERTIFICATE`,
		no_block: 'texto PEM sin un bloque -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- completo',
		block_not_base64: 'el bloque CERTIFICATE no es base64 válido',
		neither: 'no es PEM (-----BEGIN CERTIFICATE-----) ni DER en base64',
		not_certificate: ({ reason }) => `no es un certificado X.509 (${reason})`,
		der_truncated: 'elemento truncado',
		der_long_tag: 'aquí no se leen etiquetas de varios bytes',
		der_length_form: 'forma de longitud no admitida',
		der_truncated_length: 'longitud truncada',
		der_too_long: 'elemento más largo que su contenedor',
		der_unexpected: ({ what }) => `${what}: elemento inesperado`,
		der_empty_oid: 'identificador de objeto vacío',
		der_oid_mid_arc: 'el identificador de objeto termina en medio de un arco',
		der_bmp_odd: 'BMPString de longitud impar',
		der_universal_length: 'la longitud de la UniversalString no es múltiplo de 4',
		der_rdn_not_set: 'nombre: un RDN no es un SET',
		der_no_value: 'nombre: atributo sin valor',
		der_empty_bits: 'cadena de bits vacía',
		der_not_one_sequence: 'no es una única SEQUENCE DER'
	}
} satisfies ErrorWords<typeof errors>;
