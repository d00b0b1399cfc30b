import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'email-validation': {
			title: 'Validação de e-mail',
			summary: 'Verifica um endereço de e-mail: sintaxe, registros MX do domínio, contas genéricas e erros de digitação no domínio.',
			keywords: ['e-mail', 'email', 'validador', 'validar e-mail', 'verificar e-mail', 'endereço de e-mail', 'mx', 'dns', 'sintaxe'],
			fields: {
				email: { label: 'E-mail', description: 'O endereço a verificar; espaços no início e no fim são ignorados' }
			},
			examples: {
				'A personal address': 'Um endereço pessoal',
				'A domain typo': 'Um erro de digitação no domínio',
				'A role account': 'Uma conta genérica',
				'Not an address': 'Não é um endereço'
			}
		}
	},
	es: {
		'email-validation': {
			title: 'Validación de correo electrónico',
			summary: 'Comprueba una dirección de correo electrónico: sintaxis, registros MX de su dominio, cuentas genéricas y errores tipográficos en el dominio.',
			keywords: ['correo', 'correo electrónico', 'email', 'validador', 'validar correo', 'verificar correo', 'dirección de correo', 'mx', 'dns'],
			fields: {
				email: { label: 'Correo electrónico', description: 'La dirección que se comprobará; se ignoran los espacios al principio y al final' }
			},
			examples: {
				'A personal address': 'Una dirección personal',
				'A domain typo': 'Un error en el dominio',
				'A role account': 'Una cuenta genérica',
				'Not an address': 'No es una dirección'
			}
		}
	}
};
