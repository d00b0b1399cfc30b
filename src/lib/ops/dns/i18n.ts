import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		dns: {
			name: 'A domain such as example.com (accents are fine), or an IP address for a reverse (PTR) lookup.'
		},
		'email-auth': {
			domain: 'The part of an e-mail address after the @, e.g. example.com.'
		}
	},
	'pt-BR': {
		dns: {
			title: 'Consulta DNS',
			summary: 'Consulta no DNS os registros A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, SRV ou PTR de um nome, com os TTLs e se o nome existe.',
			keywords: ['dns', 'consulta dns', 'dig', 'nslookup', 'registro a', 'registro mx', 'registro txt', 'dns reverso', 'servidor de nomes'],
			fields: {
				name: {
					label: 'Nome',
					description:
						'Um nome de domínio (nomes internacionalizados vão em punycode; no máximo 253 caracteres em ASCII, rótulos de no máximo 63); para PTR um endereço IPv4 ou IPv6',
					help: 'Um domínio como example.com (acentos valem), ou um endereço IP para uma consulta reversa (PTR).'
				},
				type: { label: 'Tipo', description: 'O tipo de registro; padrão A' }
			},
			examples: {
				'Mail servers of a domain': 'Servidores de e-mail de um domínio',
				'IPv6 addresses': 'Endereços IPv6',
				'Reverse lookup of an address': 'Consulta reversa de um endereço',
				'Certificate authorities allowed (CAA)': 'Autoridades certificadoras permitidas (CAA)'
			}
		},
		'email-auth': {
			title: 'Autenticação de domínio de e-mail',
			summary: 'Lê os registros SPF, DMARC e MTA-STS de um domínio e aponta erros comuns de configuração: sem SPF, +all, consultas demais, DMARC p=none, sem relatórios.',
			keywords: ['spf', 'dmarc', 'mta-sts', 'autenticação de e-mail', 'verificar spf', 'verificar dmarc', 'entregabilidade', 'spoofing', 'registro txt', 'domínio de e-mail'],
			fields: {
				domain: {
					label: 'Domínio',
					description: 'Um domínio de e-mail (nomes internacionalizados em punycode; no máximo 253 caracteres em ASCII)',
					help: 'A parte do endereço de e-mail depois do @, por exemplo example.com.'
				}
			},
			examples: {
				'A large mail provider': 'Um grande provedor de e-mail',
				'A domain that sends no mail': 'Um domínio que não envia e-mail'
			}
		}
	},
	es: {
		dns: {
			title: 'Consulta DNS',
			summary: 'Consulta en el DNS los registros A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, SRV o PTR de un nombre, con sus TTL y si el nombre existe.',
			keywords: ['dns', 'consulta dns', 'dig', 'nslookup', 'registro a', 'registro mx', 'registro txt', 'dns inverso', 'servidor de nombres'],
			fields: {
				name: {
					label: 'Nombre',
					description:
						'Un nombre de dominio (los nombres internacionalizados van en punycode; como máximo 253 caracteres en ASCII, etiquetas de como máximo 63); para PTR una dirección IPv4 o IPv6',
					help: 'Un dominio como example.com (los acentos valen), o una dirección IP para una consulta inversa (PTR).'
				},
				type: { label: 'Tipo', description: 'El tipo de registro; por defecto A' }
			},
			examples: {
				'Mail servers of a domain': 'Servidores de correo de un dominio',
				'IPv6 addresses': 'Direcciones IPv6',
				'Reverse lookup of an address': 'Consulta inversa de una dirección',
				'Certificate authorities allowed (CAA)': 'Autoridades de certificación permitidas (CAA)'
			}
		},
		'email-auth': {
			title: 'Autenticación de dominio de correo',
			summary: 'Lee los registros SPF, DMARC y MTA-STS de un dominio y señala errores de configuración comunes: sin SPF, +all, demasiadas consultas, DMARC p=none, sin informes.',
			keywords: ['spf', 'dmarc', 'mta-sts', 'autenticación de correo', 'comprobar spf', 'comprobar dmarc', 'entregabilidad', 'suplantación', 'registro txt', 'dominio de correo'],
			fields: {
				domain: {
					label: 'Dominio',
					description: 'Un dominio de correo (nombres internacionalizados en punycode; como máximo 253 caracteres en ASCII)',
					help: 'La parte de una dirección de correo después de la @, por ejemplo example.com.'
				}
			},
			examples: {
				'A large mail provider': 'Un gran proveedor de correo',
				'A domain that sends no mail': 'Un dominio que no envía correo'
			}
		}
	}
};
