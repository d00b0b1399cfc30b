import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'iban-validator': {
			iban: 'Paste it as printed: spaces, hyphens and lower case are fine.'
		}
	},
	'pt-BR': {
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Verifica um IBAN: formato do país segundo o registro IBAN da SWIFT, comprimento e dígitos verificadores ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'conta bancária', 'número da conta', 'dígitos verificadores', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'O IBAN; espaços, hifens, letras minúsculas e um "IBAN" no início são aceitos. Qualquer texto recebe um 200.',
					help: 'Cole como está impresso: espaços, hífens e minúsculas não atrapalham.'
				}
			},
			examples: {
				'Valid (German)': 'Válido (alemão)',
				'Check digit mismatch': 'Dígitos verificadores não conferem',
				'Wrong length': 'Comprimento errado'
			}
		}
	},
	es: {
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Comprueba un IBAN: formato del país según el registro IBAN de SWIFT, longitud y dígitos de control ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'cuenta bancaria', 'número de cuenta', 'dígitos de control', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'El IBAN; se aceptan espacios, guiones, minúsculas y un "IBAN" inicial. Cualquier cadena recibe un 200.',
					help: 'Pégalo tal como aparece impreso: los espacios, guiones y minúsculas no molestan.'
				}
			},
			examples: { 'Valid (German)': 'Válido (alemán)', 'Check digit mismatch': 'Dígitos de control incorrectos', 'Wrong length': 'Longitud incorrecta' }
		}
	}
};
