import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		ip: {
			address: 'An IPv4 or IPv6 address, e.g. 192.168.1.10 or 2001:db8::1, optionally with a /prefix such as /24 for a whole network'
		}
	},
	'pt-BR': {
		ip: {
			title: 'Calculadora de IP e CIDR',
			summary: 'Um endereço IPv4 ou IPv6 ou um bloco CIDR: sua rede, máscara, primeiro e último endereço, tamanho, escopo de uso especial (registros da IANA) e nome DNS reverso.',
			keywords: ['endereço ip', 'cidr', 'calculadora de sub-rede', 'máscara de rede', 'ipv4', 'ipv6', 'endereço de rede', 'broadcast', 'dns reverso', 'ip privado'],
			fields: {
				address: {
					label: 'Endereço ou bloco',
					description:
						'Um endereço IPv4 (decimal com pontos, sem zeros à esquerda), um endereço IPv6 (texto da RFC 4291), ou qualquer um deles com /prefixo (CIDR); um bloco com bits de host ligados é aquele endereço dentro da sua rede; no máximo 100 caracteres',
					help: 'Um endereço IPv4 ou IPv6, por exemplo 192.168.1.10 ou 2001:db8::1, com um /prefixo como /24 opcional para uma rede inteira'
				}
			},
			examples: {
				'A home network address': 'Um endereço de rede doméstica',
				'An IPv6 documentation block': 'Um bloco IPv6 de documentação',
				'A public address': 'Um endereço público',
				'Carrier-grade NAT': 'NAT de operadora (CGNAT)'
			},
			attribution: 'Registros de endereços de uso especial IPv4 e IPv6 da IANA (RFC 6890)'
		}
	},
	es: {
		ip: {
			title: 'Calculadora de IP y CIDR',
			summary: 'Una dirección IPv4 o IPv6 o un bloque CIDR: su red, máscara, primera y última dirección, tamaño, ámbito de uso especial (registros de la IANA) y nombre DNS inverso.',
			keywords: ['dirección ip', 'cidr', 'calculadora de subredes', 'máscara de red', 'ipv4', 'ipv6', 'dirección de red', 'broadcast', 'dns inverso', 'ip privada'],
			fields: {
				address: {
					label: 'Dirección o bloque',
					description:
						'Una dirección IPv4 (decimal con puntos, sin ceros a la izquierda), una dirección IPv6 (texto de la RFC 4291), o cualquiera de ellas con /prefijo (CIDR); un bloque con bits de host activos es esa dirección dentro de su red; como máximo 100 caracteres',
					help: 'Una dirección IPv4 o IPv6, por ejemplo 192.168.1.10 o 2001:db8::1, con un /prefijo como /24 opcional para una red entera'
				}
			},
			examples: {
				'A home network address': 'Una dirección de red doméstica',
				'An IPv6 documentation block': 'Un bloque IPv6 de documentación',
				'A public address': 'Una dirección pública',
				'Carrier-grade NAT': 'NAT de operador (CGNAT)'
			},
			attribution: 'Registros de direcciones de uso especial IPv4 e IPv6 de la IANA (RFC 6890)'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	ip: {
		en: {
			scopes: { global: 'Global', private: 'Private', loopback: 'Loopback', 'link-local': 'Link-local', multicast: 'Multicast', shared: 'Shared (CGNAT)', documentation: 'Documentation', reserved: 'Reserved', 'unique-local': 'Unique local', mixed: 'Mixed', unspecified: 'Unspecified', broadcast: 'Broadcast', benchmarking: 'Benchmarking' } as Record<string, string>,
			globalNote: 'In no special-purpose block: a public address',
			mixedNote: 'Part of this block is special-purpose, part is not',
			where: (block: string) => `Where it sits in ${block}`,
			network: 'Network',
			netmask: 'Netmask',
			prefix: 'Prefix length',
			first: 'First address',
			last: 'Last address',
			size: 'Addresses',
			reverse: 'Reverse DNS name',
			version: (v: number) => `IPv${v}`,
			position: (p: number) => `${p}% of the way through the block`
		},
		'pt-BR': {
			scopes: { global: 'Global', private: 'Privado', loopback: 'Loopback', 'link-local': 'Link-local', multicast: 'Multicast', shared: 'Compartilhado (CGNAT)', documentation: 'Documentação', reserved: 'Reservado', 'unique-local': 'Local único', mixed: 'Misto', unspecified: 'Não especificado', broadcast: 'Broadcast', benchmarking: 'Testes de desempenho' } as Record<string, string>,
			globalNote: 'Em nenhum bloco de uso especial: um endereço público',
			mixedNote: 'Parte deste bloco é de uso especial, parte não',
			where: (block: string) => `Onde fica em ${block}`,
			network: 'Rede',
			netmask: 'Máscara',
			prefix: 'Tamanho do prefixo',
			first: 'Primeiro endereço',
			last: 'Último endereço',
			size: 'Endereços',
			reverse: 'Nome DNS reverso',
			version: (v: number) => `IPv${v}`,
			position: (p: number) => `a ${p}% do início do bloco`
		},
		es: {
			scopes: { global: 'Global', private: 'Privada', loopback: 'Loopback', 'link-local': 'Enlace local', multicast: 'Multicast', shared: 'Compartida (CGNAT)', documentation: 'Documentación', reserved: 'Reservada', 'unique-local': 'Local única', mixed: 'Mixto', unspecified: 'No especificada', broadcast: 'Difusión', benchmarking: 'Pruebas de rendimiento' } as Record<string, string>,
			globalNote: 'En ningún bloque de uso especial: una dirección pública',
			mixedNote: 'Parte de este bloque es de uso especial y parte no',
			where: (block: string) => `Dónde está en ${block}`,
			network: 'Red',
			netmask: 'Máscara',
			prefix: 'Longitud del prefijo',
			first: 'Primera dirección',
			last: 'Última dirección',
			size: 'Direcciones',
			reverse: 'Nombre DNS inverso',
			version: (v: number) => `IPv${v}`,
			position: (p: number) => `al ${p}% del bloque`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		ipv4_tail: ({ tail }) => `a parte IPv4 "${tail}" deve ter quatro números decimais de 0 a 255 sem zeros à esquerda`,
		zone_id: 'identificadores de zona (%…) não são aceitos',
		not_ipv6: ({ text }) => `"${text}" não é um endereço IPv6`,
		not_ipv4: ({ text }) => `"${text}" não é um endereço IPv4 (quatro números decimais de 0 a 255, sem zeros à esquerda)`,
		empty: 'não pode ficar vazio',
		prefix: ({ bits, given }) => `o comprimento do prefixo deve ser um número inteiro de 0 a ${bits}; veio "${given}"`
	},
	es: {
		ipv4_tail: ({ tail }) => `la parte IPv4 "${tail}" debe tener cuatro números decimales de 0 a 255 sin ceros a la izquierda`,
		zone_id: 'no se admiten identificadores de zona (%…)',
		not_ipv6: ({ text }) => `"${text}" no es una dirección IPv6`,
		not_ipv4: ({ text }) => `"${text}" no es una dirección IPv4 (cuatro números decimales de 0 a 255, sin ceros a la izquierda)`,
		empty: 'no puede estar vacío',
		prefix: ({ bits, given }) => `la longitud del prefijo debe ser un número entero de 0 a ${bits}; llegó "${given}"`
	}
} satisfies ErrorWords<typeof errors>;
