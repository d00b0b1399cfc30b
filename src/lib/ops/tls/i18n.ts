import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		tls: {
			title: 'Verificador de certificado TLS',
			summary: 'Conecta-se a um host por TLS e mostra o certificado que ele apresenta, a cadeia, se a cadeia é confiável e corresponde ao nome do host, o protocolo e a cifra.',
			keywords: ['tls', 'ssl', 'verificar ssl', 'https', 'certificado', 'cadeia de certificados', 'validade', 'vencimento', 'cifra', 'sni'],
			fields: {
				host: { label: 'Nome do host', description: 'Nome do host (IDN permitido) ou endereço IP, sem esquema nem porta; enviado como SNI quando é um nome' },
				port: { label: 'Porta', description: 'Porta TCP, de 1 a 65535; padrão 443' }
			},
			examples: {
				'A web site': 'Um site',
				'Another port (SMTP submission over TLS)': 'Outra porta (envio SMTP sobre TLS)'
			}
		}
	},
	es: {
		tls: {
			title: 'Comprobador de certificados TLS',
			summary: 'Se conecta a un host por TLS y muestra el certificado que presenta, su cadena, si la cadena es de confianza y corresponde al nombre del host, el protocolo y el cifrado.',
			keywords: ['tls', 'ssl', 'comprobar ssl', 'https', 'certificado', 'cadena de certificados', 'validez', 'caducidad', 'cifrado', 'sni'],
			fields: {
				host: { label: 'Nombre del host', description: 'Nombre del host (se admite IDN) o dirección IP, sin esquema ni puerto; se envía como SNI cuando es un nombre' },
				port: { label: 'Puerto', description: 'Puerto TCP, de 1 a 65535; por defecto 443' }
			},
			examples: {
				'A web site': 'Un sitio web',
				'Another port (SMTP submission over TLS)': 'Otro puerto (envío SMTP sobre TLS)'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	tls: {
		en: {
			trusted: 'Trusted chain',
			untrusted: 'Untrusted chain',
			match: (h: string) => `Valid for ${h}`,
			mismatch: (h: string) => `Not valid for ${h}`,
			chain: 'Chain the server presented',
			leaf: 'the host',
			protocol: 'Protocol',
			cipher: 'Cipher suite'
		},
		'pt-BR': {
			trusted: 'Cadeia confiável',
			untrusted: 'Cadeia não confiável',
			match: (h: string) => `Válido para ${h}`,
			mismatch: (h: string) => `Não é válido para ${h}`,
			chain: 'Cadeia apresentada pelo servidor',
			leaf: 'o host',
			protocol: 'Protocolo',
			cipher: 'Conjunto de cifras'
		},
		es: {
			trusted: 'Cadena de confianza',
			untrusted: 'Cadena no fiable',
			match: (h: string) => `Válido para ${h}`,
			mismatch: (h: string) => `No es válido para ${h}`,
			chain: 'Cadena que presentó el servidor',
			leaf: 'el host',
			protocol: 'Protocolo',
			cipher: 'Conjunto de cifrado'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ficar vazio',
		not_bare_host: 'só um nome de host ou endereço IP, sem esquema, porta ou caminho (a porta tem o seu próprio campo)',
		not_a_host: 'não é um nome de host ou endereço IP válido',
		too_long: ({ max, got }) => `deve ter no máximo ${max} caracteres como nome ASCII; tem ${got}`,
		unreadable_certificate: ({ reason }) => `o certificado apresentado não pode ser lido: ${reason}`
	},
	es: {
		empty: 'no puede estar vacío',
		not_bare_host: 'solo un nombre de host o una dirección IP, sin esquema, puerto ni ruta (el puerto tiene su propio campo)',
		not_a_host: 'no es un nombre de host ni una dirección IP válidos',
		too_long: ({ max, got }) => `debe tener como máximo ${max} caracteres como nombre ASCII; tiene ${got}`,
		unreadable_certificate: ({ reason }) => `el certificado presentado no se puede leer: ${reason}`
	}
} satisfies ErrorWords<typeof errors>;
