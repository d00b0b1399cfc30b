import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
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
