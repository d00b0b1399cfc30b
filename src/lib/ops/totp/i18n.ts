import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Languages". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'otp-totp-generate': {
			new_secret: 'Tick it to create a new secret; the Secret field is then ignored.'
		},
		'otp-totp-verify': {
			window: 'How many time steps before and after now also count, for a phone whose clock is a little off; 1 is usual.'
		}
	},
	'pt-BR': {
		'otp-totp-generate': {
			title: 'Gerador de TOTP',
			summary: 'Código de uso único atual (RFC 6238) para um segredo Base32, ou um novo segredo para configurar.',
			keywords: ['totp', 'otp', '2fa', 'autenticação em dois fatores', 'código', 'senha de uso único', 'autenticador', 'segredo', 'gerador'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32 existente' },
				new_secret: { label: 'Novo segredo', description: 'true solicita um novo segredo Base32 (tem prioridade sobre `secret`)', help: 'Marque para criar um segredo novo; o campo Segredo é então ignorado.' },
				issuer: { label: 'Emissor', description: 'Rótulo de um novo segredo; padrão "Utilkit"' },
				account: { label: 'Conta', description: 'Rótulo de um novo segredo; padrão "user@example.com"' },
				digits: { label: 'Dígitos', description: '6 ou 8' },
				step: { label: 'Intervalo', description: 'Intervalo de tempo em segundos, de 1 a 300' }
			},
			examples: { 'Code for a secret': 'Código de um segredo', 'New secret': 'Novo segredo' }
		},
		'otp-totp-verify': {
			title: 'Verificador de TOTP',
			summary: 'Confere um código de uso único com um segredo Base32, dentro de uma janela de intervalos de tempo.',
			keywords: ['totp', 'otp', '2fa', 'verificar código', 'validar código', 'autenticação em dois fatores', 'autenticador', 'verificador'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32' },
				code: { label: 'Código', description: 'Código enviado pelo usuário' },
				step: { label: 'Intervalo', description: 'Intervalo de tempo em segundos, de 1 a 300' },
				digits: { label: 'Dígitos', description: '6 ou 8' },
				window: { label: 'Janela', description: 'Intervalos verificados de cada lado, de 0 a 10', help: 'Quantos intervalos antes e depois de agora também valem, para um celular com o relógio um pouco errado; 1 é o comum.' }
			},
			examples: { 'Check a code': 'Verificar um código' }
		}
	},
	es: {
		'otp-totp-generate': {
			title: 'Generador de TOTP',
			summary: 'Código de un solo uso actual (RFC 6238) para un secreto Base32, o un secreto nuevo para configurar.',
			keywords: ['totp', 'otp', '2fa', 'autenticación en dos pasos', 'código', 'contraseña de un solo uso', 'autenticador', 'secreto', 'generador'],
			fields: {
				secret: { label: 'Secreto', description: 'Secreto Base32 existente' },
				new_secret: { label: 'Secreto nuevo', description: 'true solicita un secreto Base32 nuevo (tiene prioridad sobre `secret`)', help: 'Márcalo para crear un secreto nuevo; el campo Secreto se ignora entonces.' },
				issuer: { label: 'Emisor', description: 'Etiqueta de un secreto nuevo; por defecto "Utilkit"' },
				account: { label: 'Cuenta', description: 'Etiqueta de un secreto nuevo; por defecto "user@example.com"' },
				digits: { label: 'Dígitos', description: '6 u 8' },
				step: { label: 'Intervalo', description: 'Intervalo de tiempo en segundos, de 1 a 300' }
			},
			examples: { 'Code for a secret': 'Código para un secreto', 'New secret': 'Secreto nuevo' }
		},
		'otp-totp-verify': {
			title: 'Verificador de TOTP',
			summary: 'Comprueba un código de un solo uso con un secreto Base32, dentro de una ventana de intervalos de tiempo.',
			keywords: ['totp', 'otp', '2fa', 'verificar código', 'validar código', 'autenticación en dos pasos', 'autenticador', 'verificador'],
			fields: {
				secret: { label: 'Secreto', description: 'Secreto Base32' },
				code: { label: 'Código', description: 'Código enviado por el usuario' },
				step: { label: 'Intervalo', description: 'Intervalo de tiempo en segundos, de 1 a 300' },
				digits: { label: 'Dígitos', description: '6 u 8' },
				window: { label: 'Ventana', description: 'Intervalos comprobados a cada lado, de 0 a 10', help: 'Cuántos intervalos antes y después de ahora también cuentan, para un móvil con el reloj algo desajustado; 1 es lo habitual.' }
			},
			examples: { 'Check a code': 'Comprobar un código' }
		}
	}
};
