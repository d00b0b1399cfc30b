import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'phone-validation': {
			title: 'Validador de número de telefone',
			summary: 'Verifica um número de telefone internacional segundo o plano de numeração do país; informa o formato E.164, a região e o tipo.',
			keywords: ['telefone', 'celular', 'número de telefone', 'validador', 'validar telefone', 'ddi', 'código do país', 'e.164'],
			fields: {
				phone: {
					label: 'Telefone',
					description: 'Número internacional: "+", código do país, número; espaços, hifens, pontos e parênteses são ignorados'
				}
			},
			examples: { 'UK (London)': 'Reino Unido (Londres)', 'US with punctuation': 'EUA com pontuação', 'Brazil mobile': 'Celular do Brasil' }
		}
	},
	es: {
		'phone-validation': {
			title: 'Validador de números de teléfono',
			summary: 'Comprueba un número de teléfono internacional según el plan de numeración de su país; devuelve el formato E.164, la región y el tipo.',
			keywords: ['teléfono', 'móvil', 'celular', 'número de teléfono', 'validador', 'validar teléfono', 'prefijo', 'e.164'],
			fields: {
				phone: {
					label: 'Teléfono',
					description: 'Número internacional: "+", prefijo del país, número; se ignoran los espacios, guiones, puntos y paréntesis'
				}
			},
			examples: { 'UK (London)': 'Reino Unido (Londres)', 'US with punctuation': 'EE. UU. con puntuación', 'Brazil mobile': 'Móvil de Brasil' }
		}
	}
};
