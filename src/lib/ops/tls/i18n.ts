import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
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
