import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { IssueCode } from './mail-auth.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
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

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	dns: {
		en: {
			found: (n: number, type: string) => `${n} ${type} record${n === 1 ? '' : 's'}`,
			nxdomain: 'No such name (NXDOMAIN)',
			nodata: (type: string) => `The name exists, without ${type} records (NODATA)`,
			address: 'Address',
			priority: 'Priority',
			exchange: 'Mail server',
			text: 'Text',
			ns: 'Name server',
			cname: 'Canonical name',
			ptr: 'Host name',
			weight: 'Weight',
			port: 'Port',
			target: 'Target',
			flags: 'Flags',
			tag: 'Tag',
			value: 'Value',
			ttl: 'TTL',
			mname: 'Primary name server',
			rname: 'Administrator',
			serial: 'Serial',
			refresh: 'Refresh',
			retry: 'Retry',
			expire: 'Expire',
			minimum: 'Negative-answer TTL',
			copyAll: 'Copy all',
			nullMx: 'null MX: accepts no mail',
			field: 'Field'
		},
		'pt-BR': {
			found: (n: number, type: string) => `${n} registro${n === 1 ? '' : 's'} ${type}`,
			nxdomain: 'O nome não existe (NXDOMAIN)',
			nodata: (type: string) => `O nome existe, sem registros ${type} (NODATA)`,
			address: 'Endereço',
			priority: 'Prioridade',
			exchange: 'Servidor de e-mail',
			text: 'Texto',
			ns: 'Servidor de nomes',
			cname: 'Nome canônico',
			ptr: 'Nome do host',
			weight: 'Peso',
			port: 'Porta',
			target: 'Destino',
			flags: 'Flags',
			tag: 'Tag',
			value: 'Valor',
			ttl: 'TTL',
			mname: 'Servidor de nomes primário',
			rname: 'Administrador',
			serial: 'Serial',
			refresh: 'Atualização',
			retry: 'Nova tentativa',
			expire: 'Expiração',
			minimum: 'TTL de respostas negativas',
			copyAll: 'Copiar tudo',
			nullMx: 'MX nulo: não aceita e-mail',
			field: 'Campo'
		},
		es: {
			found: (n: number, type: string) => `${n} registro${n === 1 ? '' : 's'} ${type}`,
			nxdomain: 'El nombre no existe (NXDOMAIN)',
			nodata: (type: string) => `El nombre existe, sin registros ${type} (NODATA)`,
			address: 'Dirección',
			priority: 'Prioridad',
			exchange: 'Servidor de correo',
			text: 'Texto',
			ns: 'Servidor de nombres',
			cname: 'Nombre canónico',
			ptr: 'Nombre de host',
			weight: 'Peso',
			port: 'Puerto',
			target: 'Destino',
			flags: 'Flags',
			tag: 'Etiqueta',
			value: 'Valor',
			ttl: 'TTL',
			mname: 'Servidor de nombres primario',
			rname: 'Administrador',
			serial: 'Serie',
			refresh: 'Actualización',
			retry: 'Reintento',
			expire: 'Caducidad',
			minimum: 'TTL de respuestas negativas',
			copyAll: 'Copiar todo',
			nullMx: 'MX nulo: no acepta correo',
			field: 'Campo'
		}
	},
	emailAuth: {
		en: {
			clean: 'SPF, DMARC and MTA-STS look right',
			problems: (n: number) => `${n} problem${n === 1 ? '' : 's'} to fix`,
			warnings: (n: number) => `${n} thing${n === 1 ? '' : 's'} to improve`,
			found: 'Published',
			missing: 'Not published',
			lookups: (n: number) => `${n} of 10 DNS lookups`,
			policy: 'Policy',
			subdomains: 'Subdomains',
			pct: 'Applies to',
			reports: 'Reports to',
			none: 'nobody',
			at: 'Found at',
			id: 'Policy id',
			issues: {
				spf_missing: 'No SPF record: receivers cannot tell which servers may send for the domain.',
				spf_multiple: 'Several SPF records: receivers treat that as an error (permerror). Merge them into one.',
				spf_syntax: 'A term of the SPF record does not parse: receivers treat that as an error (permerror).',
				spf_pass_all: 'SPF ends in +all: any server in the world may send mail as the domain.',
				spf_neutral_all: 'SPF ends in ?all: mail from unlisted servers is neither accepted nor refused.',
				spf_no_all: 'SPF has no all mechanism and no redirect: unlisted servers get a neutral result.',
				spf_too_many_lookups: 'SPF needs more than 10 DNS lookups (include, a, mx, ptr, exists, redirect): receivers treat that as an error.',
				spf_ptr: 'SPF uses ptr, which is slow and unreliable and should not be used.',
				dmarc_missing: 'No DMARC record: receivers get no policy for mail that fails SPF and DKIM.',
				dmarc_multiple: 'Several DMARC records: receivers apply none of them.',
				dmarc_invalid_policy: 'The DMARC record has no valid p tag (none, quarantine or reject).',
				dmarc_policy_none: 'DMARC is p=none: failing mail is only reported, not quarantined or refused.',
				dmarc_pct_partial: 'DMARC pct is below 100: the policy covers only part of the failing mail.',
				dmarc_no_rua: 'DMARC has no rua address: nobody receives the aggregate reports.',
				dmarc_syntax: 'A tag of the DMARC record does not parse.',
				mta_sts_missing: 'No MTA-STS record: senders cannot require TLS when delivering to the domain.',
				mta_sts_multiple: 'Several MTA-STS records: senders assume there is no policy.',
				mta_sts_invalid: 'The MTA-STS record has no valid id: senders assume there is no policy.'
			} satisfies Record<IssueCode, string>
		},
		'pt-BR': {
			clean: 'SPF, DMARC e MTA-STS parecem corretos',
			problems: (n: number) => `${n} problema${n === 1 ? '' : 's'} a corrigir`,
			warnings: (n: number) => `${n} ponto${n === 1 ? '' : 's'} a melhorar`,
			found: 'Publicado',
			missing: 'Não publicado',
			lookups: (n: number) => `${n} de 10 consultas DNS`,
			policy: 'Política',
			subdomains: 'Subdomínios',
			pct: 'Aplica-se a',
			reports: 'Relatórios para',
			none: 'ninguém',
			at: 'Encontrado em',
			id: 'Id da política',
			issues: {
				spf_missing: 'Sem registro SPF: os destinatários não sabem quais servidores podem enviar pelo domínio.',
				spf_multiple: 'Vários registros SPF: os destinatários tratam isso como erro (permerror). Junte-os num só.',
				spf_syntax: 'Um termo do registro SPF não é válido: os destinatários tratam isso como erro (permerror).',
				spf_pass_all: 'O SPF termina em +all: qualquer servidor do mundo pode enviar e-mail em nome do domínio.',
				spf_neutral_all: 'O SPF termina em ?all: e-mail de servidores não listados não é aceito nem recusado.',
				spf_no_all: 'O SPF não tem mecanismo all nem redirect: servidores não listados recebem resultado neutro.',
				spf_too_many_lookups: 'O SPF precisa de mais de 10 consultas DNS (include, a, mx, ptr, exists, redirect): os destinatários tratam isso como erro.',
				spf_ptr: 'O SPF usa ptr, que é lento e pouco confiável e não deve ser usado.',
				dmarc_missing: 'Sem registro DMARC: os destinatários não recebem política para e-mails que falham no SPF e no DKIM.',
				dmarc_multiple: 'Vários registros DMARC: os destinatários não aplicam nenhum.',
				dmarc_invalid_policy: 'O registro DMARC não tem uma tag p válida (none, quarantine ou reject).',
				dmarc_policy_none: 'O DMARC está em p=none: e-mails que falham são só relatados, não postos em quarentena nem recusados.',
				dmarc_pct_partial: 'O pct do DMARC é menor que 100: a política cobre só parte dos e-mails que falham.',
				dmarc_no_rua: 'O DMARC não tem endereço rua: ninguém recebe os relatórios agregados.',
				dmarc_syntax: 'Uma tag do registro DMARC não é válida.',
				mta_sts_missing: 'Sem registro MTA-STS: os remetentes não podem exigir TLS ao entregar para o domínio.',
				mta_sts_multiple: 'Vários registros MTA-STS: os remetentes consideram que não há política.',
				mta_sts_invalid: 'O registro MTA-STS não tem id válido: os remetentes consideram que não há política.'
			} satisfies Record<IssueCode, string>
		},
		es: {
			clean: 'SPF, DMARC y MTA-STS parecen correctos',
			problems: (n: number) => `${n} problema${n === 1 ? '' : 's'} que corregir`,
			warnings: (n: number) => `${n} punto${n === 1 ? '' : 's'} que mejorar`,
			found: 'Publicado',
			missing: 'No publicado',
			lookups: (n: number) => `${n} de 10 consultas DNS`,
			policy: 'Política',
			subdomains: 'Subdominios',
			pct: 'Se aplica al',
			reports: 'Informes a',
			none: 'nadie',
			at: 'Encontrado en',
			id: 'Id de la política',
			issues: {
				spf_missing: 'Sin registro SPF: los receptores no saben qué servidores pueden enviar por el dominio.',
				spf_multiple: 'Varios registros SPF: los receptores lo tratan como error (permerror). Únelos en uno.',
				spf_syntax: 'Un término del registro SPF no es válido: los receptores lo tratan como error (permerror).',
				spf_pass_all: 'El SPF termina en +all: cualquier servidor del mundo puede enviar correo en nombre del dominio.',
				spf_neutral_all: 'El SPF termina en ?all: el correo de servidores no listados no se acepta ni se rechaza.',
				spf_no_all: 'El SPF no tiene mecanismo all ni redirect: los servidores no listados obtienen un resultado neutro.',
				spf_too_many_lookups: 'El SPF necesita más de 10 consultas DNS (include, a, mx, ptr, exists, redirect): los receptores lo tratan como error.',
				spf_ptr: 'El SPF usa ptr, que es lento y poco fiable y no debe usarse.',
				dmarc_missing: 'Sin registro DMARC: los receptores no tienen política para el correo que falla SPF y DKIM.',
				dmarc_multiple: 'Varios registros DMARC: los receptores no aplican ninguno.',
				dmarc_invalid_policy: 'El registro DMARC no tiene una etiqueta p válida (none, quarantine o reject).',
				dmarc_policy_none: 'El DMARC está en p=none: el correo que falla solo se informa, no se pone en cuarentena ni se rechaza.',
				dmarc_pct_partial: 'El pct del DMARC es menor que 100: la política cubre solo parte del correo que falla.',
				dmarc_no_rua: 'El DMARC no tiene dirección rua: nadie recibe los informes agregados.',
				dmarc_syntax: 'Una etiqueta del registro DMARC no es válida.',
				mta_sts_missing: 'Sin registro MTA-STS: los remitentes no pueden exigir TLS al entregar al dominio.',
				mta_sts_multiple: 'Varios registros MTA-STS: los remitentes suponen que no hay política.',
				mta_sts_invalid: 'El registro MTA-STS no tiene un id válido: los remitentes suponen que no hay política.'
			} satisfies Record<IssueCode, string>
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		unavailable: 'Consultas DNS não estão disponíveis: nenhum resolvedor DNS está configurado',
		lookup_failed: ({ name, type, reason }) => `a consulta DNS de ${name} ${type} falhou (${reason})`,
		ptr_address: 'para PTR, um endereço IPv4 ou IPv6',
		empty: 'está vazio',
		characters: 'tem caracteres que um nome de domínio não pode ter',
		not_idn: 'não é um nome de domínio internacionalizado válido',
		too_long: ({ max }) => `tem mais de ${max} caracteres (na forma ASCII)`,
		empty_label: 'tem um rótulo vazio (dois pontos seguidos, ou um ponto no início)',
		long_label: ({ max }) => `tem um rótulo com mais de ${max} caracteres`,
		label_characters: 'tem caracteres que um nome de domínio não pode ter (letras, dígitos, hífens, sublinhados e pontos)',
		bad_punycode: ({ label }) => `tem um rótulo que não é punycode válido (${label})`
	},
	es: {
		unavailable: 'Las consultas DNS no están disponibles: no hay ningún resolvedor DNS configurado',
		lookup_failed: ({ name, type, reason }) => `la consulta DNS de ${name} ${type} falló (${reason})`,
		ptr_address: 'para PTR, una dirección IPv4 o IPv6',
		empty: 'está vacío',
		characters: 'tiene caracteres que un nombre de dominio no puede tener',
		not_idn: 'no es un nombre de dominio internacionalizado válido',
		too_long: ({ max }) => `tiene más de ${max} caracteres (en su forma ASCII)`,
		empty_label: 'tiene una etiqueta vacía (dos puntos seguidos, o un punto al principio)',
		long_label: ({ max }) => `tiene una etiqueta de más de ${max} caracteres`,
		label_characters: 'tiene caracteres que un nombre de dominio no puede tener (letras, dígitos, guiones, guiones bajos y puntos)',
		bad_punycode: ({ label }) => `tiene una etiqueta que no es punycode válido (${label})`
	}
} satisfies ErrorWords<typeof errors>;
