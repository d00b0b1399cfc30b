import type { ModuleTexts, ModuleViewWords } from '../texts.js';

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
