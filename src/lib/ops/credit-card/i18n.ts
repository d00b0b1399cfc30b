import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
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

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	creditCardValidator: {
		en: {
			valid: 'Valid card number',
			invalid: 'Invalid card number',
			luhn: 'Luhn checksum',
			length: (brand: string, n: number) => (brand === 'Unknown' ? `Length (${n} digits): brand not recognised` : `Length fits ${brand} (${n} digits)`),
			brand: 'Brand',
			unknown: 'Not recognised',
			masked: 'Masked',
			note: 'Checks the number only: it says nothing about whether the card exists or has funds.'
		},
		'pt-BR': {
			valid: 'Número de cartão válido',
			invalid: 'Número de cartão inválido',
			luhn: 'Dígito verificador (Luhn)',
			length: (brand: string, n: number) => (brand === 'Unknown' ? `Tamanho (${n} dígitos): bandeira não reconhecida` : `Tamanho compatível com ${brand} (${n} dígitos)`),
			brand: 'Bandeira',
			unknown: 'Não reconhecida',
			masked: 'Mascarado',
			note: 'Verifica só o número: não diz se o cartão existe nem se tem saldo.'
		},
		es: {
			valid: 'Número de tarjeta válido',
			invalid: 'Número de tarjeta no válido',
			luhn: 'Dígito de control (Luhn)',
			length: (brand: string, n: number) => (brand === 'Unknown' ? `Longitud (${n} dígitos): marca no reconocida` : `Longitud válida para ${brand} (${n} dígitos)`),
			brand: 'Marca',
			unknown: 'No reconocida',
			masked: 'Enmascarado',
			note: 'Comprueba solo el número: no dice si la tarjeta existe ni si tiene fondos.'
		}
	}
} satisfies ModuleViewWords;
