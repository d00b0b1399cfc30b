import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'credit-card-validator': {
			title: 'Validador de cartão de crédito',
			summary: 'Verificação estrutural de um número de cartão: Luhn, bandeira pelo BIN (incluindo Elo e Hipercard), comprimento e forma mascarada.',
			keywords: ['cartão de crédito', 'número do cartão', 'validador', 'validar cartão', 'bandeira', 'luhn', 'visa', 'mastercard', 'elo', 'hipercard'],
			fields: {
				number: { label: 'Número', description: 'Número do cartão; espaços e hifens são ignorados (no máximo 100 caracteres)' }
			},
			examples: { 'Visa test number': 'Número de teste Visa', 'Elo test number': 'Número de teste Elo', 'Mistyped digit': 'Dígito digitado errado' }
		}
	},
	es: {
		'credit-card-validator': {
			title: 'Validador de tarjetas de crédito',
			summary: 'Comprobación estructural de un número de tarjeta: Luhn, marca según el BIN (incluidas Elo e Hipercard), longitud y forma enmascarada.',
			keywords: ['tarjeta de crédito', 'número de tarjeta', 'validador', 'validar tarjeta', 'marca', 'luhn', 'visa', 'mastercard', 'amex'],
			fields: {
				number: { label: 'Número', description: 'Número de tarjeta; se ignoran los espacios y guiones (como máximo 100 caracteres)' }
			},
			examples: { 'Visa test number': 'Número de prueba Visa', 'Elo test number': 'Número de prueba Elo', 'Mistyped digit': 'Dígito mal escrito' }
		}
	}
};
