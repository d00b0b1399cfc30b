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
		},
		'otp-hotp-generate': {
			counter: 'The counter (moving factor): the token adds 1 each time it makes a code.',
			algorithm: 'The HMAC hash: SHA-1 is what RFC 4226 and nearly every token use.'
		},
		'otp-hotp-verify': {
			counter: 'The counter the server expects next (the one after the last code it accepted).',
			window: 'How many counters after it also count, for codes made on the token and never used; 0 checks that counter alone.',
			algorithm: 'The HMAC hash: SHA-1 is what RFC 4226 and nearly every token use.'
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
		},
		'otp-hotp-generate': {
			title: 'Gerador de HOTP',
			summary: 'O código de uso único por contador da RFC 4226 para um segredo Base32 e um contador (SHA-1, SHA-256 ou SHA-512; 6 a 8 dígitos).',
			keywords: ['hotp', 'otp', 'generate hotp', 'rfc 4226', 'contador', 'senha de uso único', 'código', '2fa', 'autenticador', 'token'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32; no máximo 1.024 caracteres' },
				counter: { label: 'Contador', description: 'O fator móvel C, de 0 a 2^53 − 1; padrão 0', help: 'O contador (fator móvel): o token soma 1 cada vez que gera um código.' },
				digits: { label: 'Dígitos', description: '6, 7 ou 8; padrão 6' },
				algorithm: { label: 'Algoritmo', description: 'Hash do HMAC: sha1 (RFC 4226, o padrão), sha256 ou sha512', help: 'O hash do HMAC: SHA-1 é o que a RFC 4226 e quase todo token usam.' }
			},
			examples: { 'RFC 4226 counter 1': 'RFC 4226, contador 1', 'SHA-256, 8 digits': 'SHA-256, 8 dígitos' }
		},
		'otp-hotp-verify': {
			title: 'Verificador de HOTP',
			summary: 'Confere um código por contador da RFC 4226 com um segredo Base32, no contador e nos seguintes (janela de antecipação), e diz qual contador bateu.',
			keywords: ['hotp', 'otp', 'verificar hotp', 'rfc 4226', 'contador', 'janela', 'verificar código', 'ressincronizar'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32; no máximo 1.024 caracteres' },
				counter: { label: 'Contador', description: 'O contador que o servidor espera a seguir, de 0 a 2^53 − 1; padrão 0', help: 'O contador que o servidor espera a seguir (o seguinte ao último código aceito).' },
				digits: { label: 'Dígitos', description: '6, 7 ou 8; padrão 6' },
				algorithm: { label: 'Algoritmo', description: 'Hash do HMAC: sha1 (RFC 4226, o padrão), sha256 ou sha512', help: 'O hash do HMAC: SHA-1 é o que a RFC 4226 e quase todo token usam.' },
				code: { label: 'Código', description: 'Código enviado pelo usuário; no máximo 100 caracteres (espaços ignorados)' },
				window: { label: 'Janela', description: 'Antecipação: quantos contadores depois de `counter` também valem, de 0 a 100; padrão 0', help: 'Quantos contadores depois dele também valem, para códigos gerados no token e nunca usados; 0 confere só aquele contador.' }
			},
			examples: { 'A code three counters ahead': 'Um código três contadores à frente' }
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
		},
		'otp-hotp-generate': {
			title: 'Generador de HOTP',
			summary: 'El código de un solo uso por contador de la RFC 4226 para un secreto Base32 y un contador (SHA-1, SHA-256 o SHA-512; de 6 a 8 dígitos).',
			keywords: ['hotp', 'otp', 'generate hotp', 'rfc 4226', 'contador', 'contraseña de un solo uso', 'código', '2fa', 'autenticador', 'token'],
			fields: {
				secret: { label: 'Secreto', description: 'Secreto Base32; como mucho 1.024 caracteres' },
				counter: { label: 'Contador', description: 'El factor móvil C, de 0 a 2^53 − 1; por defecto 0', help: 'El contador (factor móvil): el token suma 1 cada vez que genera un código.' },
				digits: { label: 'Dígitos', description: '6, 7 u 8; por defecto 6' },
				algorithm: { label: 'Algoritmo', description: 'Hash del HMAC: sha1 (RFC 4226, por defecto), sha256 o sha512', help: 'El hash del HMAC: SHA-1 es lo que usan la RFC 4226 y casi todos los tokens.' }
			},
			examples: { 'RFC 4226 counter 1': 'RFC 4226, contador 1', 'SHA-256, 8 digits': 'SHA-256, 8 dígitos' }
		},
		'otp-hotp-verify': {
			title: 'Verificador de HOTP',
			summary: 'Comprueba un código por contador de la RFC 4226 con un secreto Base32, en el contador y los siguientes (ventana de anticipación), y dice qué contador coincidió.',
			keywords: ['hotp', 'otp', 'verificar hotp', 'rfc 4226', 'contador', 'ventana', 'comprobar código', 'resincronizar'],
			fields: {
				secret: { label: 'Secreto', description: 'Secreto Base32; como mucho 1.024 caracteres' },
				counter: { label: 'Contador', description: 'El contador que el servidor espera a continuación, de 0 a 2^53 − 1; por defecto 0', help: 'El contador que el servidor espera a continuación (el siguiente al último código aceptado).' },
				digits: { label: 'Dígitos', description: '6, 7 u 8; por defecto 6' },
				algorithm: { label: 'Algoritmo', description: 'Hash del HMAC: sha1 (RFC 4226, por defecto), sha256 o sha512', help: 'El hash del HMAC: SHA-1 es lo que usan la RFC 4226 y casi todos los tokens.' },
				code: { label: 'Código', description: 'Código enviado por el usuario; como mucho 100 caracteres (se ignoran los espacios)' },
				window: { label: 'Ventana', description: 'Anticipación: cuántos contadores después de `counter` también cuentan, de 0 a 100; por defecto 0', help: 'Cuántos contadores después también cuentan, para códigos generados en el token y nunca usados; 0 comprueba solo ese contador.' }
			},
			examples: { 'A code three counters ahead': 'Un código tres contadores por delante' }
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
	},
	otpHotpGenerate: {
		en: {
			caption: (counter: string) => `Code for counter ${counter}`,
			copy: 'Copy code',
			counter: (counter: string) => `Counter ${counter}`,
			digits: (n: number) => `${n} digits`,
			note: (next: string) => `A server that accepts this code expects counter ${next} next; the token moves on by one with each code it makes.`,
			previous: 'Previous counter',
			next: 'Next counter'
		},
		'pt-BR': {
			caption: (counter: string) => `Código do contador ${counter}`,
			copy: 'Copiar código',
			counter: (counter: string) => `Contador ${counter}`,
			digits: (n: number) => `${n} dígitos`,
			note: (next: string) => `Um servidor que aceita este código espera o contador ${next} a seguir; o token avança um a cada código que gera.`,
			previous: 'Contador anterior',
			next: 'Próximo contador'
		},
		es: {
			caption: (counter: string) => `Código del contador ${counter}`,
			copy: 'Copiar código',
			counter: (counter: string) => `Contador ${counter}`,
			digits: (n: number) => `${n} dígitos`,
			note: (next: string) => `Un servidor que acepta este código espera el contador ${next} a continuación; el token avanza uno con cada código que genera.`,
			previous: 'Contador anterior',
			next: 'Contador siguiente'
		}
	},
	otpHotpVerify: {
		en: {
			valid: (counter: string) => `Code accepted: counter ${counter}`,
			invalid: 'Code rejected',
			same: (next: string) => `It is the code of the expected counter. Store ${next} as the next counter, so the code cannot be used again.`,
			ahead: (by: number, from: string, next: string) => `It is ${by} counter${by === 1 ? '' : 's'} ahead of ${from}: codes were made on the token and not used. Store ${next} as the next counter.`,
			why: (from: string, to: string) => (from === to ? `It is not the code of counter ${from}: a wrong secret, a typo, or the token is ahead (widen the window).` : `No counter from ${from} to ${to} gives this code: a wrong secret, a typo, or the token is further ahead.`),
			matched: 'Counter matched',
			store: 'Next counter to store'
		},
		'pt-BR': {
			valid: (counter: string) => `Código aceito: contador ${counter}`,
			invalid: 'Código recusado',
			same: (next: string) => `É o código do contador esperado. Guarde ${next} como próximo contador, para o código não valer de novo.`,
			ahead: (by: number, from: string, next: string) => `Está ${by} contador${by === 1 ? '' : 'es'} à frente de ${from}: foram gerados códigos no token e não usados. Guarde ${next} como próximo contador.`,
			why: (from: string, to: string) => (from === to ? `Não é o código do contador ${from}: segredo errado, erro de digitação ou o token está à frente (aumente a janela).` : `Nenhum contador de ${from} a ${to} gera este código: segredo errado, erro de digitação ou o token está mais à frente.`),
			matched: 'Contador que bateu',
			store: 'Próximo contador a guardar'
		},
		es: {
			valid: (counter: string) => `Código aceptado: contador ${counter}`,
			invalid: 'Código rechazado',
			same: (next: string) => `Es el código del contador esperado. Guarda ${next} como siguiente contador, para que el código no vuelva a valer.`,
			ahead: (by: number, from: string, next: string) => `Va ${by} contador${by === 1 ? '' : 'es'} por delante de ${from}: se generaron códigos en el token sin usarlos. Guarda ${next} como siguiente contador.`,
			why: (from: string, to: string) => (from === to ? `No es el código del contador ${from}: secreto incorrecto, error al escribir o el token va por delante (amplía la ventana).` : `Ningún contador de ${from} a ${to} da este código: secreto incorrecto, error al escribir o el token va más adelantado.`),
			matched: 'Contador que coincidió',
			store: 'Siguiente contador a guardar'
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
