import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'vat-validator': {
			country: 'Only needed when the number has no country prefix: the EU country that issued it.'
		}
	},
	'pt-BR': {
		'vat-validator': {
			title: 'Validador de IVA da UE',
			summary: 'Verifica um número de IVA da UE: aqui, o formato e os dígitos verificadores do país; depois, se está registrado e ativo no VIES da UE.',
			keywords: ['iva', 'número de iva', 'vat', 'vies', 'união europeia', 'ue', 'validador', 'identificação fiscal', 'empresa europeia'],
			fields: {
				vat: {
					label: 'Número de IVA',
					description: 'O número de IVA, com ou sem o prefixo de duas letras (EL para a Grécia, GR aceito; XI para a Irlanda do Norte); espaços, pontos e hifens são ignorados, em maiúsculas ou minúsculas'
				},
				country: {
					label: 'País',
					description: 'Código de duas letras do Estado-membro da UE (ou XI), necessário só quando `vat` não tem prefixo; deve coincidir com o prefixo se ambos forem informados',
					help: 'Só é preciso quando o número não tem o prefixo do país: o país da UE que o emitiu.'
				}
			},
			examples: {
				'German number with prefix': 'Número alemão com prefixo',
				'Number and country apart': 'Número e país separados',
				'Northern Ireland': 'Irlanda do Norte',
				'Check digit mismatch': 'Dígito verificador não confere'
			}
		}
	},
	es: {
		'vat-validator': {
			title: 'Validador de IVA de la UE',
			summary: 'Comprueba un número de IVA de la UE: aquí, el formato y los dígitos de control de su país; después, si está registrado y activo en el VIES de la UE.',
			keywords: ['iva', 'número de iva', 'nif-iva', 'vat', 'vies', 'unión europea', 'ue', 'validador', 'operador intracomunitario', 'nif'],
			fields: {
				vat: {
					label: 'Número de IVA',
					description: 'El número de IVA, con o sin su prefijo de dos letras (EL para Grecia, se acepta GR; XI para Irlanda del Norte); se ignoran los espacios, puntos y guiones, en mayúsculas o minúsculas'
				},
				country: {
					label: 'País',
					description: 'Código de dos letras del Estado miembro de la UE (o XI), necesario solo cuando `vat` no tiene prefijo; debe coincidir con el prefijo si se indican ambos',
					help: 'Solo hace falta si el número no lleva el prefijo del país: el país de la UE que lo emitió.'
				}
			},
			examples: {
				'German number with prefix': 'Número alemán con prefijo',
				'Number and country apart': 'Número y país por separado',
				'Northern Ireland': 'Irlanda del Norte',
				'Check digit mismatch': 'Dígito de control incorrecto'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	vatValidator: {
		en: {
			valid: 'Registered and active',
			invalid: 'Not registered or not active',
			reason: 'The member state reports this number as invalid for intra-EU trade through VIES.',
			number: 'VAT number',
			country: 'Member state',
			name: 'Name',
			address: 'Address',
			undisclosed: 'Not disclosed by the member state',
			checked: 'Checked on'
		},
		'pt-BR': {
			valid: 'Registrado e ativo',
			invalid: 'Não registrado ou inativo',
			reason: 'O Estado-membro informa, pelo VIES, que este número não é válido para comércio intra-UE.',
			number: 'Número de IVA',
			country: 'Estado-membro',
			name: 'Nome',
			address: 'Endereço',
			undisclosed: 'Não divulgado pelo Estado-membro',
			checked: 'Verificado em'
		},
		es: {
			valid: 'Registrado y activo',
			invalid: 'No registrado o no activo',
			reason: 'El Estado miembro informa, a través de VIES, que este número no es válido para el comercio intracomunitario.',
			number: 'Número de IVA',
			country: 'Estado miembro',
			name: 'Nombre',
			address: 'Dirección',
			undisclosed: 'No lo publica el Estado miembro',
			checked: 'Comprobado el'
		}
	}
} satisfies ModuleViewWords;

/**
 * A VIES country's name in the page's language (the browser's own names: EL is Greece, XI
 * Northern Ireland, which has no region code); the English name where the browser has none.
 */
function countryName(code: string, english: string, locale: 'pt-BR' | 'es'): string {
	if (code === 'XI') return locale === 'es' ? 'Irlanda del Norte' : 'Irlanda do Norte';
	try {
		return new Intl.DisplayNames([locale], { type: 'region' }).of(code === 'EL' ? 'GR' : code) ?? english;
	} catch {
		return english;
	}
}

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_configured: 'A validação de IVA não está disponível: nenhum serviço VIES está configurado',
		gb: 'números GB não estão no VIES desde 2021; empresas da Irlanda do Norte usam o prefixo XI',
		not_member_state: ({ given, expected }) => `${given} não é o código de um Estado-membro da UE; era esperado um de ${expected} (Estados-membros da UE, EL para a Grécia) ou XI (Irlanda do Norte)`,
		empty: 'está vazio',
		stray_character: ({ char }) => `caractere inesperado ${char}; só letras e dígitos, com espaços, pontos ou hífens, são aceitos`,
		unknown_prefix: ({ letters, expected }) => `prefixo de país desconhecido "${letters}"; era esperado um de ${expected} (Estados-membros da UE, EL para a Grécia) ou XI (Irlanda do Norte)`,
		prefix_mismatch: ({ prefix, country }) => `o prefixo ${prefix} não corresponde ao país ${country}`,
		no_prefix: 'sem prefixo de país; acrescente um (por exemplo DE136695976) ou informe country',
		bad_format: ({ code, name, format }) => `formato inválido para ${code} (${countryName(code, name, 'pt-BR')}): esperado ${format}`,
		bad_number: ({ code, name, problem }) => `número de IVA de ${code} (${countryName(code, name, 'pt-BR')}) inválido: ${problem}`,
		mismatch: ({ algorithm }) => `dígito verificador não confere (${algorithm})`,
		mismatch_bg: 'dígito verificador não confere (não é um EGN, um número de estrangeiro nem outro número de 10 dígitos válido)',
		mismatch_nl: 'dígito verificador não confere (nem a verificação mod 11 nem a mod 97 confere)',
		birth_number_year: 'um número de 9 dígitos de pessoa física (número de nascimento) deve ser de antes de 1954',
		birth_number_date: 'o número de nascimento não contém uma data válida',
		personal_code_date: 'o código pessoal não contém uma data válida',
		neither_sk: 'não é um IČ DPH (primeiro dígito diferente de 0, terceiro dígito 2, 3, 4, 7, 8 ou 9) nem um número de nascimento válido',
		format_AT: 'U seguido de 8 dígitos',
		format_BE: '10 dígitos começando com 0 ou 1 (com 9 dígitos, um 0 é acrescentado à frente)',
		format_BG: '9 ou 10 dígitos',
		format_CY: '8 dígitos e uma letra, sem começar com 12',
		format_CZ: '8 dígitos (o primeiro diferente de 9), ou 9 ou 10 dígitos',
		format_DE: '9 dígitos, o primeiro diferente de 0',
		format_DK: '8 dígitos, o primeiro diferente de 0',
		format_EE: '9 dígitos',
		format_EL: '9 dígitos (com 8 dígitos, um 0 é acrescentado à frente)',
		format_ES: '9 caracteres: 8 dígitos e uma letra (DNI); X, Y, Z, K, L ou M, 7 dígitos e uma letra (NIE, NIF); ou uma de A B C D E F G H J N P Q R S U V W, 7 dígitos e um dígito ou uma letra de A a J (CIF)',
		format_FI: '8 dígitos',
		format_FR: 'uma chave de 2 caracteres (dígitos ou letras exceto I e O) e o SIREN de 9 dígitos',
		format_HR: '11 dígitos (o OIB)',
		format_HU: '8 dígitos',
		format_IE: '7 dígitos e 1 ou 2 letras, ou (formato antigo) um dígito, uma letra, + ou *, 5 dígitos e uma letra',
		format_IT: '11 dígitos: um número de empresa (não só zeros), um código de repartição (001 a 100, 120, 121, 888 ou 999) e um dígito verificador',
		format_LT: '9 dígitos com 1 na 8ª posição, ou 12 dígitos com 1 na 11ª',
		format_LU: '8 dígitos',
		format_LV: '11 dígitos',
		format_MT: '8 dígitos, o primeiro diferente de 0',
		format_NL: '9 dígitos, B e 2 dígitos diferentes de 00 (com 7 ou 8 dígitos antes do B, zeros são acrescentados à frente)',
		format_PL: '10 dígitos',
		format_PT: '9 dígitos, o primeiro diferente de 0',
		format_RO: '2 a 10 dígitos, o primeiro diferente de 0',
		format_SE: '12 dígitos: o número de organização ou pessoal de 10 dígitos seguido de 01',
		format_SI: '8 dígitos, o primeiro diferente de 0',
		format_SK: '10 dígitos',
		format_XI: '9 ou 12 dígitos, GD e 3 dígitos abaixo de 500, ou HA e 3 dígitos a partir de 500'
	},
	es: {
		not_configured: 'La validación del IVA no está disponible: no hay ningún servicio VIES configurado',
		gb: 'los números GB no están en el VIES desde 2021; las empresas de Irlanda del Norte usan el prefijo XI',
		not_member_state: ({ given, expected }) => `${given} no es el código de un Estado miembro de la UE; se esperaba uno de ${expected} (Estados miembros de la UE, EL para Grecia) o XI (Irlanda del Norte)`,
		empty: 'está vacío',
		stray_character: ({ char }) => `carácter inesperado ${char}; solo se admiten letras y dígitos, con espacios, puntos o guiones`,
		unknown_prefix: ({ letters, expected }) => `prefijo de país desconocido "${letters}"; se esperaba uno de ${expected} (Estados miembros de la UE, EL para Grecia) o XI (Irlanda del Norte)`,
		prefix_mismatch: ({ prefix, country }) => `el prefijo ${prefix} no corresponde al país ${country}`,
		no_prefix: 'sin prefijo de país; añade uno (por ejemplo DE136695976) o indica country',
		bad_format: ({ code, name, format }) => `formato no válido para ${code} (${countryName(code, name, 'es')}): se esperaba ${format}`,
		bad_number: ({ code, name, problem }) => `número de IVA de ${code} (${countryName(code, name, 'es')}) no válido: ${problem}`,
		mismatch: ({ algorithm }) => `el dígito de control no coincide (${algorithm})`,
		mismatch_bg: 'el dígito de control no coincide (no es un EGN, un número de extranjero ni otro número de 10 dígitos válido)',
		mismatch_nl: 'el dígito de control no coincide (no se cumple ni la comprobación mod 11 ni la mod 97)',
		birth_number_year: 'un número de 9 dígitos de una persona física (número de nacimiento) debe ser anterior a 1954',
		birth_number_date: 'el número de nacimiento no contiene una fecha válida',
		personal_code_date: 'el código personal no contiene una fecha válida',
		neither_sk: 'no es un IČ DPH (primer dígito distinto de 0, tercer dígito 2, 3, 4, 7, 8 o 9) ni un número de nacimiento válido',
		format_AT: 'U seguida de 8 dígitos',
		format_BE: '10 dígitos que empiezan por 0 o 1 (con 9 dígitos se antepone un 0)',
		format_BG: '9 o 10 dígitos',
		format_CY: '8 dígitos y una letra, sin empezar por 12',
		format_CZ: '8 dígitos (el primero distinto de 9), o 9 o 10 dígitos',
		format_DE: '9 dígitos, el primero distinto de 0',
		format_DK: '8 dígitos, el primero distinto de 0',
		format_EE: '9 dígitos',
		format_EL: '9 dígitos (con 8 dígitos se antepone un 0)',
		format_ES: '9 caracteres: 8 dígitos y una letra (DNI); X, Y, Z, K, L o M, 7 dígitos y una letra (NIE, NIF); o una de A B C D E F G H J N P Q R S U V W, 7 dígitos y un dígito o una letra de la A a la J (CIF)',
		format_FI: '8 dígitos',
		format_FR: 'una clave de 2 caracteres (dígitos o letras salvo I y O) y el SIREN de 9 dígitos',
		format_HR: '11 dígitos (el OIB)',
		format_HU: '8 dígitos',
		format_IE: '7 dígitos y 1 o 2 letras, o (formato antiguo) un dígito, una letra, + o *, 5 dígitos y una letra',
		format_IT: '11 dígitos: un número de empresa (no todo ceros), un código de oficina (001 a 100, 120, 121, 888 o 999) y un dígito de control',
		format_LT: '9 dígitos con 1 en la 8.ª posición, o 12 dígitos con 1 en la 11.ª',
		format_LU: '8 dígitos',
		format_LV: '11 dígitos',
		format_MT: '8 dígitos, el primero distinto de 0',
		format_NL: '9 dígitos, B y 2 dígitos distintos de 00 (con 7 u 8 dígitos antes de la B se anteponen ceros)',
		format_PL: '10 dígitos',
		format_PT: '9 dígitos, el primero distinto de 0',
		format_RO: '2 a 10 dígitos, el primero distinto de 0',
		format_SE: '12 dígitos: el número de organización o personal de 10 dígitos seguido de 01',
		format_SI: '8 dígitos, el primero distinto de 0',
		format_SK: '10 dígitos',
		format_XI: '9 o 12 dígitos, GD y 3 dígitos por debajo de 500, o HA y 3 dígitos desde 500'
	}
} satisfies ErrorWords<typeof errors>;
