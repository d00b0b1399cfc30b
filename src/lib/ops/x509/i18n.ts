import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		x509: {
			pem: {
				help: 'Paste the certificate, CSR (-----BEGIN CERTIFICATE REQUEST-----) or CRL (-----BEGIN X509 CRL-----), the BEGIN line included (of a chain, the first is read), or its base64 DER.',
				label: 'Certificate, CSR or CRL (PEM)'
			}
		}
	},
	'pt-BR': {
		x509: {
			title: 'Decodificador de certificado X.509, CSR e CRL',
			summary: 'Lê um certificado, uma requisição de assinatura (CSR) ou uma lista de revogação (CRL), em PEM ou DER em base64: nomes, validade e dias restantes, nomes alternativos, chave pública, assinatura, impressão digital; a verificação da assinatura da CSR; os seriais revogados da CRL com datas e motivos.',
			keywords: ['x509', 'certificado', 'certificado ssl', 'pem', 'decodificar certificado', 'impressão digital', 'vencimento', 'csr', 'requisição de certificado', 'lista de revogação'],
			fields: {
				pem: {
					label: 'Certificado, CSR ou CRL (PEM)',
					description: 'Um certificado, CSR ou CRL: PEM (-----BEGIN CERTIFICATE-----, CERTIFICATE REQUEST ou X509 CRL; de vários blocos, lê-se o primeiro destes) ou DER em base64; no máximo 65.536 caracteres',
					help: 'Cole o certificado, a CSR (-----BEGIN CERTIFICATE REQUEST-----) ou a CRL (-----BEGIN X509 CRL-----), com a linha BEGIN (de uma cadeia, lê-se o primeiro), ou o seu DER em base64.'
				}
			},
			examples: {
				'An ECDSA certificate with IP and e-mail names': 'Um certificado ECDSA com nomes IP e de e-mail',
				'A root CA (RSA)': 'Uma AC raiz (RSA)',
				'A certificate signing request (RSA, with alternative names)': 'Uma requisição de assinatura de certificado (RSA, com nomes alternativos)',
				'A revocation list with three revoked serials': 'Uma lista de revogação com três seriais revogados'
			}
		}
	},
	es: {
		x509: {
			title: 'Decodificador de certificados X.509, CSR y CRL',
			summary: 'Lee un certificado, una solicitud de firma (CSR) o una lista de revocación (CRL), en PEM o DER en base64: nombres, validez y días restantes, nombres alternativos, clave pública, firma, huella; la comprobación de la firma de la CSR; los seriales revocados de la CRL con fechas y motivos.',
			keywords: ['x509', 'certificado', 'certificado ssl', 'pem', 'decodificar certificado', 'huella digital', 'caducidad', 'csr', 'solicitud de certificado', 'lista de revocación'],
			fields: {
				pem: {
					label: 'Certificado, CSR o CRL (PEM)',
					description: 'Un certificado, CSR o CRL: PEM (-----BEGIN CERTIFICATE-----, CERTIFICATE REQUEST o X509 CRL; de varios bloques, se lee el primero de estos) o DER en base64; como máximo 65.536 caracteres',
					help: 'Pega el certificado, la CSR (-----BEGIN CERTIFICATE REQUEST-----) o la CRL (-----BEGIN X509 CRL-----), con la línea BEGIN (de una cadena, se lee el primero), o su DER en base64.'
				}
			},
			examples: {
				'An ECDSA certificate with IP and e-mail names': 'Un certificado ECDSA con nombres IP y de correo',
				'A root CA (RSA)': 'Una CA raíz (RSA)',
				'A certificate signing request (RSA, with alternative names)': 'Una solicitud de firma de certificado (RSA, con nombres alternativos)',
				'A revocation list with three revoked serials': 'Una lista de revocación con tres seriales revocados'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	requestCard: {
		en: {
			valid: 'Certificate signing request: its signature verifies',
			invalid: 'Certificate signing request: its signature does not verify',
			invalidWhy: 'The request was altered after it was signed, or was not signed with the key it holds.',
			subject: 'Subject',
			key: 'Public key',
			signature: 'Signature algorithm',
			san: 'Alternative names asked for',
			none: 'None'
		},
		'pt-BR': {
			valid: 'Requisição de assinatura de certificado: a assinatura confere',
			invalid: 'Requisição de assinatura de certificado: a assinatura não confere',
			invalidWhy: 'A requisição foi alterada depois de assinada, ou não foi assinada com a chave que contém.',
			subject: 'Titular',
			key: 'Chave pública',
			signature: 'Algoritmo de assinatura',
			san: 'Nomes alternativos pedidos',
			none: 'Nenhum'
		},
		es: {
			valid: 'Solicitud de firma de certificado: la firma es válida',
			invalid: 'Solicitud de firma de certificado: la firma no es válida',
			invalidWhy: 'La solicitud se alteró después de firmarse, o no se firmó con la clave que contiene.',
			subject: 'Titular',
			key: 'Clave pública',
			signature: 'Algoritmo de firma',
			san: 'Nombres alternativos solicitados',
			none: 'Ninguno'
		}
	},
	crlCard: {
		en: {
			count: (n: number) => (n === 1 ? 'Revocation list: 1 certificate revoked' : `Revocation list: ${n} certificates revoked`),
			stale: 'Past its next update: a newer list should exist',
			issuer: 'Issuer',
			thisUpdate: 'Issued',
			nextUpdate: 'Next update due',
			noNext: 'Not given',
			signature: 'Signature algorithm',
			revoked: 'Revoked certificates',
			serial: 'Serial number',
			date: 'Revoked on',
			reason: 'Reason',
			noReason: 'Not given',
			more: (n: string) => `and ${n} more (in the API answer)`,
			reasons: {
				unspecified: 'Unspecified',
				keyCompromise: 'Key compromise',
				cACompromise: 'CA compromise',
				affiliationChanged: 'Affiliation changed',
				superseded: 'Superseded',
				cessationOfOperation: 'Cessation of operation',
				certificateHold: 'Certificate on hold',
				removeFromCRL: 'Removed from the list',
				privilegeWithdrawn: 'Privilege withdrawn',
				aACompromise: 'Attribute authority compromise'
			}
		},
		'pt-BR': {
			count: (n: number) => (n === 1 ? 'Lista de revogação: 1 certificado revogado' : `Lista de revogação: ${n} certificados revogados`),
			stale: 'Passou da próxima atualização: deve existir uma lista mais nova',
			issuer: 'Emissor',
			thisUpdate: 'Emitida em',
			nextUpdate: 'Próxima atualização',
			noNext: 'Não informada',
			signature: 'Algoritmo de assinatura',
			revoked: 'Certificados revogados',
			serial: 'Número de série',
			date: 'Revogado em',
			reason: 'Motivo',
			noReason: 'Não informado',
			more: (n: string) => `e mais ${n} (na resposta da API)`,
			reasons: {
				unspecified: 'Não especificado',
				keyCompromise: 'Chave comprometida',
				cACompromise: 'AC comprometida',
				affiliationChanged: 'Mudança de afiliação',
				superseded: 'Substituído',
				cessationOfOperation: 'Fim de operação',
				certificateHold: 'Certificado suspenso',
				removeFromCRL: 'Removido da lista',
				privilegeWithdrawn: 'Privilégio retirado',
				aACompromise: 'Autoridade de atributos comprometida'
			}
		},
		es: {
			count: (n: number) => (n === 1 ? 'Lista de revocación: 1 certificado revocado' : `Lista de revocación: ${n} certificados revocados`),
			stale: 'Pasó su próxima actualización: debería existir una lista más nueva',
			issuer: 'Emisor',
			thisUpdate: 'Emitida el',
			nextUpdate: 'Próxima actualización',
			noNext: 'No indicada',
			signature: 'Algoritmo de firma',
			revoked: 'Certificados revocados',
			serial: 'Número de serie',
			date: 'Revocado el',
			reason: 'Motivo',
			noReason: 'No indicado',
			more: (n: string) => `y ${n} más (en la respuesta de la API)`,
			reasons: {
				unspecified: 'No especificado',
				keyCompromise: 'Clave comprometida',
				cACompromise: 'CA comprometida',
				affiliationChanged: 'Cambio de afiliación',
				superseded: 'Sustituido',
				cessationOfOperation: 'Cese de operación',
				certificateHold: 'Certificado suspendido',
				removeFromCRL: 'Retirado de la lista',
				privilegeWithdrawn: 'Privilegio retirado',
				aACompromise: 'Autoridad de atributos comprometida'
			}
		}
	},
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
		other_block: ({ label }) => `não contém um certificado: há um bloco ${label}, era esperado CERTIFICATE (ou CERTIFICATE REQUEST, X509 CRL)`,
		no_block: 'texto PEM sem um bloco -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- completo (ou CERTIFICATE REQUEST, X509 CRL)',
		block_not_base64: ({ label }) => `o bloco ${label} não é base64 válido`,
		neither: 'não é PEM (-----BEGIN CERTIFICATE-----) nem DER em base64',
		not_csr: ({ reason }) => `não é uma requisição de certificado PKCS #10 (${reason})`,
		not_crl: ({ reason }) => `não é uma CRL X.509 (${reason})`,
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
		other_block: ({ label }) => `no contiene un certificado: hay un bloque ${label}, se esperaba CERTIFICATE (o CERTIFICATE REQUEST, X509 CRL)`,
		no_block: 'texto PEM sin un bloque -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- completo (o CERTIFICATE REQUEST, X509 CRL)',
		block_not_base64: ({ label }) => `el bloque ${label} no es base64 válido`,
		neither: 'no es PEM (-----BEGIN CERTIFICATE-----) ni DER en base64',
		not_csr: ({ reason }) => `no es una solicitud de certificado PKCS #10 (${reason})`,
		not_crl: ({ reason }) => `no es una CRL X.509 (${reason})`,
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
