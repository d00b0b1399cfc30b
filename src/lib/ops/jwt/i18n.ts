import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary: 'Decodifica o cabeçalho e as claims de um JSON Web Token, com as datas e a expiração em formato legível. A assinatura não é verificada.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticação'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT em três partes (header.payload.signature); um "Bearer " no início é ignorado' }
			},
			examples: { 'jwt.io example': 'Exemplo do jwt.io' }
		}
	},
	es: {
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary: 'Decodifica la cabecera y las claims de un JSON Web Token, con las fechas y la caducidad en formato legible. La firma no se verifica.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticación'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT de tres partes (header.payload.signature); se ignora un "Bearer " inicial' }
			},
			examples: { 'jwt.io example': 'Ejemplo de jwt.io' }
		}
	}
};
