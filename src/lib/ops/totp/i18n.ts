import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
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

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	otpTotpGenerate: {
		en: {
			currentCode: 'Current code',
			copyCode: 'Copy code',
			validFor: (seconds: number) => `Valid for ${seconds} more second${seconds === 1 ? '' : 's'}`,
			codeNote: (digits: number, step: number) => `${digits} digits, ${step}-second step. A new code appears when this one expires.`,
			secret: 'Secret (Base32)',
			secretWhat: 'secret',
			issuer: 'Issuer',
			account: 'Account',
			uri: 'Provisioning URI',
			secretNote: 'Scan the code with an authenticator app (or type the secret into it), then check the codes here.',
			scan: 'Scan with an authenticator app',
			qrAlt: (issuer: string, account: string) => `QR code to add ${issuer} (${account}) to an authenticator app`,
			showCodes: 'Show codes for this secret'
		},
		'pt-BR': {
			currentCode: 'Código atual',
			copyCode: 'Copiar código',
			validFor: (seconds: number) => (seconds === 1 ? 'Válido por mais 1 segundo' : `Válido por mais ${seconds} segundos`),
			codeNote: (digits: number, step: number) =>
				`${digits} dígitos, intervalo de ${step} segundos. Um novo código aparece quando este expira.`,
			secret: 'Segredo (Base32)',
			secretWhat: 'segredo',
			issuer: 'Emissor',
			account: 'Conta',
			uri: 'URI de provisionamento',
			secretNote: 'Escaneie o código com um app autenticador (ou digite o segredo nele) e depois confira os códigos aqui.',
			scan: 'Escaneie com um app autenticador',
			qrAlt: (issuer: string, account: string) => `Código QR para adicionar ${issuer} (${account}) a um app autenticador`,
			showCodes: 'Mostrar códigos deste segredo'
		},
		es: {
			currentCode: 'Código actual',
			copyCode: 'Copiar código',
			validFor: (seconds: number) => (seconds === 1 ? 'Válido durante 1 segundo más' : `Válido durante ${seconds} segundos más`),
			codeNote: (digits: number, step: number) =>
				`${digits} dígitos, intervalo de ${step} segundos. Aparece un código nuevo cuando este caduca.`,
			secret: 'Secreto (Base32)',
			secretWhat: 'secreto',
			issuer: 'Emisor',
			account: 'Cuenta',
			uri: 'URI de aprovisionamiento',
			secretNote: 'Escanea el código con una app de autenticación (o escribe en ella el secreto) y luego comprueba los códigos aquí.',
			scan: 'Escanéalo con una app de autenticación',
			qrAlt: (issuer: string, account: string) => `Código QR para añadir ${issuer} (${account}) a una app de autenticación`,
			showCodes: 'Mostrar los códigos de este secreto'
		}
	},
	otpTotpVerify: {
		en: {
			valid: 'Code accepted',
			invalid: 'Code rejected',
			why: 'It matches no time step inside the window: a wrong secret, a typo, or a clock too far off.',
			now: 'It is the code of the current time step.',
			drift: (steps: number, seconds: number) => `It is ${Math.abs(steps)} step${Math.abs(steps) === 1 ? '' : 's'} ${steps < 0 ? 'old' : 'early'} (about ${seconds} s): the device’s clock may be off.`
		},
		'pt-BR': {
			valid: 'Código aceito',
			invalid: 'Código recusado',
			why: 'Não corresponde a nenhum intervalo dentro da janela: segredo errado, erro de digitação ou relógio muito adiantado ou atrasado.',
			now: 'É o código do intervalo de tempo atual.',
			drift: (steps: number, seconds: number) => `É ${Math.abs(steps)} intervalo${Math.abs(steps) === 1 ? '' : 's'} ${steps < 0 ? 'antigo' : 'adiantado'} (cerca de ${seconds} s): o relógio do aparelho pode estar errado.`
		},
		es: {
			valid: 'Código aceptado',
			invalid: 'Código rechazado',
			why: 'No coincide con ningún intervalo dentro de la ventana: secreto incorrecto, error al escribir o un reloj muy desfasado.',
			now: 'Es el código del intervalo de tiempo actual.',
			drift: (steps: number, seconds: number) => `Está ${Math.abs(steps)} intervalo${Math.abs(steps) === 1 ? '' : 's'} ${steps < 0 ? 'atrasado' : 'adelantado'} (unos ${seconds} s): el reloj del dispositivo puede estar desfasado.`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		digits: 'deve ser 6 ou 8',
		lone_surrogate: 'deve ser um texto Unicode válido (tem um surrogate sem par)',
		secret_or_new: 'Informe `secret` ou `new_secret: true`',
		not_base32: 'não é um texto Base32 válido',
		empty: 'está vazio'
	},
	es: {
		digits: 'debe ser 6 u 8',
		lone_surrogate: 'debe ser un texto Unicode válido (tiene un surrogate sin pareja)',
		secret_or_new: 'Indica `secret` o `new_secret: true`',
		not_base32: 'no es un texto Base32 válido',
		empty: 'está vacío'
	}
} satisfies ErrorWords<typeof errors>;
