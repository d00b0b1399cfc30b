import type { Messages } from '../en/index.js';

const retry = (seconds: number | null) => {
	if (seconds === null) return 'Vuelve a intentarlo más tarde.';
	if (seconds < 60) return `Vuelve a intentarlo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
	const minutes = Math.ceil(seconds / 60);
	return `Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
};

export const account: Messages['account'] = {
	signIn: 'Iniciar sesión',
	/** The header's account link offline: the account last loaded here (its title). */
	knownOffline: (email: string) => `${email} — sin conexión: sesión iniciada en la última conexión`,

	gateOffline:
		'No tienes conexión: esta herramienta se ejecuta en el servidor. Las solicitudes quedan en cola y se envían cuando vuelvas a estar en línea con la sesión iniciada.',
	gateTitle: 'Inicia sesión para usar esta herramienta.',
	gateText: 'Se ejecuta en el servidor y cuenta para la cuota de tu cuenta.',

	signinTitle: 'Iniciar sesión · Utilkit',
	signinLead: 'Tu cuenta guarda tus claves de API y permite que las herramientas que se ejecutan en el servidor funcionen en la app.',
	noAccountBefore: '¿Aún no tienes cuenta? ',
	noAccountLink: 'Crea una',
	noAccountAfter: '.',

	signupTitle: 'Crear una cuenta · Utilkit',
	signupHeading: 'Crear una cuenta',
	signupLead: 'Plan gratuito: 60 solicitudes por minuto, 1000 al mes. Las herramientas que se ejecutan en tu navegador nunca necesitan cuenta.',
	forgotLink: '¿Olvidaste tu contraseña?',
	haveAccountBefore: '¿Ya tienes una cuenta? ',
	haveAccountAfter: '.',

	offlineSignIn: 'No tienes conexión. Para iniciar sesión hace falta el servidor.',
	offlineSignUp: 'No tienes conexión. Para crear la cuenta hace falta el servidor.',
	email: 'Correo electrónico',
	password: 'Contraseña',
	passwordHint: 'Al menos 10 caracteres, y difícil de adivinar. Una frase larga es lo más fácil de recordar.',
	createAccount: 'Crear cuenta',

	dashboardTitle: 'Tu cuenta · Utilkit',
	loadingAccount: 'Cargando tu cuenta…',
	yourAccount: 'Tu cuenta',
	dashboardOffline: 'No tienes conexión. Tus claves y tu uso necesitan el servidor; las herramientas que se ejecutan en tu navegador siguen funcionando.',
	notSignedInBefore: 'No has iniciado sesión. ',
	notSignedInOr: ' o ',
	notSignedInCreate: 'crea una cuenta',
	notSignedInAfter: '.',
	plan: (plan: string) => `plan ${plan}`,
	signOut: 'Cerrar sesión',
	deactivatedTitle: 'El operador desactivó esta cuenta.',
	deactivatedText:
		'Sus claves y las herramientas del servidor responden 403 hasta que el operador la vuelva a activar; no se pueden crear claves nuevas.',
	profileStep: 'Añade tu nombre',
	profileStepText: 'Opcional: tu nombre (y tu empresa) aparecen en esta página y en la cabecera. Las claves no los necesitan; puedes añadirlos más tarde en Perfil.',
	skipProfile: 'Omitir por ahora',
	keysTitle: 'Claves de API',
	keysBefore: 'Envía la clave en la cabecera ',
	keysAfter: '. Las herramientas de esta app usan tu sesión y nunca la necesitan.',
	usageTitle: 'Uso de este mes',
	profileTitle: 'Perfil',
	passwordTitle: 'Contraseña',
	sessionsTitle: 'Dispositivos con sesión iniciada',
	emailTitle: 'Dirección de correo electrónico',

	unverified: {
		title: 'Confirma tu dirección de correo:',
		text: (email: string, inFolder: boolean) =>
			inFolder
				? `este servidor no envía correos, así que el enlace para ${email} se guardó en su carpeta de correo (DATA_DIR/mail/), para que el operador te lo pase. Ábrelo para crear claves de API.`
				: `te enviamos un enlace a ${email}. Ábrelo para crear claves de API.`,
		operatorHint: 'Si administras este servidor, este comando muestra un enlace nuevo:',
		commandWhat: 'el comando',
		resend: 'Enviarlo de nuevo',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Se guardó un enlace nuevo para ${email} en la carpeta de correo del servidor (DATA_DIR/mail/). Los enlaces anteriores ya no funcionan.`
				: `Un nuevo enlace va en camino a ${email}. Revisa tu bandeja de entrada y también la carpeta de spam.`,
		already: 'Tu dirección ya está confirmada.',
		keysBlocked: 'Confirma tu dirección de correo para crear claves: abre el enlace de confirmación.'
	},

	emailChange: {
		current: (email: string) => `Tu dirección es ${email}. Para cambiarla, escribe la nueva y luego abre el enlace que la confirma: solo entonces cambia la dirección.`,
		newEmail: 'Nueva dirección de correo',
		submit: 'Enviar el enlace de confirmación',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Si ${email} se puede usar, se guardó un enlace para confirmarla en la carpeta de correo del servidor (DATA_DIR/mail/), para que el operador te lo pase: este servidor no envía correos. Tu dirección cambia cuando se abra el enlace; hasta entonces sigue igual.`
				: `Si ${email} se puede usar, un enlace va en camino a esa dirección. Tu dirección cambia cuando abras el enlace; hasta entonces sigue igual.`
	},

	forgot: {
		title: '¿Olvidaste tu contraseña? · Utilkit',
		heading: '¿Olvidaste tu contraseña?',
		lead: 'Escribe la dirección de tu cuenta para obtener un enlace con el que elegir una contraseña nueva.',
		offline: 'No tienes conexión. Elegir una contraseña nueva necesita el servidor.',
		submit: 'Enviar el enlace',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Si ${email} es la dirección de una cuenta, se guardó un enlace para elegir una contraseña nueva en la carpeta de correo del servidor (DATA_DIR/mail/), para que el operador te lo pase: este servidor no envía correos. El enlace funciona una vez, por tiempo limitado.`
				: `Si ${email} es la dirección de una cuenta, un enlace para elegir una contraseña nueva va en camino. Revisa tu bandeja de entrada y también la carpeta de spam. El enlace funciona una vez, por tiempo limitado.`,
		rememberedBefore: '¿La recordaste? ',
		rememberedAfter: '.'
	},

	reset: {
		title: 'Elige una contraseña nueva · Utilkit',
		heading: 'Elige una contraseña nueva',
		lead: 'Elige una contraseña nueva para tu cuenta. Se cerrará la sesión en todos los navegadores donde esté iniciada.',
		noToken: 'Esta página se abre desde un enlace para elegir una contraseña nueva, y el enlace que la abrió está incompleto. Abre el enlace entero de nuevo o pide uno nuevo.',
		submit: 'Guardar la contraseña nueva',
		done: (others: number) =>
			`Tu contraseña se cambió${others ? ` y se ${others === 1 ? 'cerró 1 sesión' : `cerraron ${others} sesiones`}` : ''}. Inicia sesión con la contraseña nueva.`,
		badLink: 'Este enlace ya se usó, caducó, lo reemplazó un enlace más nuevo o una contraseña nueva, o no se copió entero.',
		newLink: 'Pedir un enlace nuevo'
	},

	verify: {
		title: 'Confirma tu dirección de correo · Utilkit',
		heading: 'Confirma tu dirección de correo',
		checking: 'Confirmando tu dirección…',
		done: (email: string) => `${email} está confirmada.`,
		doneText: 'Ya puedes crear claves de API.',
		toDashboard: 'Ir a tu cuenta',
		noToken: 'Esta página se abre desde un enlace que confirma una dirección, y el enlace que la abrió está incompleto. Abre el enlace entero de nuevo.',
		badLink: 'Este enlace ya se usó, caducó, lo reemplazó un enlace más nuevo o una contraseña nueva, o no se copió entero.',
		taken: 'Otra cuenta tomó esta dirección después de que se envió el enlace, así que tu dirección no cambió.',
		newLinkSignedIn: 'Pide un enlace nuevo en la página de tu cuenta.',
		newLinkSignedOut: 'Inicia sesión para pedir un enlace nuevo en la página de tu cuenta.'
	},
	strength: {
		label: 'Fuerza de la contraseña',
		levels: ['Demasiado fácil de adivinar', 'Muy fácil de adivinar', 'Fácil de adivinar', 'Difícil de adivinar', 'Muy difícil de adivinar'],
		enough: 'Suficientemente fuerte.',
		notEnough: 'Todavía no es suficientemente fuerte: debe ser al menos «difícil de adivinar».',
		checking: 'Comprobando…'
	},
	sessions: {
		intro: 'Cada navegador en el que esta cuenta tiene la sesión iniciada. Una sesión termina tras 30 días sin uso y, como máximo, 30 días después de iniciarla.',
		started: 'Inició sesión',
		lastSeen: 'Último uso',
		expires: 'Termina',
		thisDevice: 'Este navegador',
		otherDevice: 'Otro navegador',
		end: 'Cerrar',
		endThis: 'Cerrar sesión aquí',
		endConfirm: '¿Cerrar esta sesión? Ese navegador tendrá que iniciar sesión de nuevo.',
		ended: 'La sesión se cerró.',
		gone: 'Esta sesión ya había terminado.',
		none: 'No hay sesiones.'
	},

	name: 'Nombre',
	company: 'Empresa',
	optional: 'opcional',
	profileSaved: 'Perfil guardado.',
	saveProfile: 'Guardar perfil',

	currentPassword: 'Contraseña actual',
	newPassword: 'Contraseña nueva',
	newPasswordHint: 'Al menos 10 caracteres. Se cerrará la sesión en todos los demás dispositivos conectados a esta cuenta.',
	changePassword: 'Cambiar contraseña',
	passwordChanged: (others: number) =>
		`Contraseña cambiada. ${others === 1 ? 'Se cerró 1 sesión más' : `Se cerraron ${others} sesiones más`}.`,

	keys: {
		freshTitle: (name: string | null) => `Copia tu clave nueva ahora${name ? ` (${name})` : ''}.`,
		freshText: 'Solo se muestra esta vez: Utilkit guarda únicamente un hash de ella.',
		copyWhat: 'clave de API',
		copiedIt: 'Ya la copié',
		label: 'Etiqueta',
		labelPlaceholder: 'p. ej. servidor de producción',
		labelHint: (name: string) => `Opcional. Si lo dejas vacío, la clave se llamará «${name}».`,
		create: 'Crear clave',
		key: 'Clave',
		created: 'Creada',
		lastUsed: 'Último uso',
		actions: 'Acciones',
		revoke: 'Revocar',
		never: 'nunca',
		noLiveKeys: 'No hay claves activas.',
		revokedCount: (n: number) => (n === 1 ? '1 clave revocada' : `${n} claves revocadas`),
		revokedAt: (when: string) => `revocada el ${when}`,
		revokeConfirm: (name: string) => `¿Revocar ${name}? Los programas que la usan dejan de funcionar de inmediato.`
	},

	usage: {
		loading: 'Cargando el uso…',
		planBefore: 'Tu plan ',
		planAfter: (perMinute: string | null, perMonth: string | null) =>
			`: ${perMinute === null ? 'solicitudes ilimitadas' : `${perMinute} solicitudes`} por minuto, ${perMonth ?? 'ilimitadas'} al mes (mes natural en UTC).`,
		usedIn: (month: string) => ` solicitudes en ${month}`,
		ofLimit: (limit: string, left: string) => ` de ${limit} (quedan ${left})`,
		quotaUsed: 'Cuota mensual usada',
		perDay: 'Solicitudes por día',
		perDayChart: 'Solicitudes por día este mes',
		byOperation: 'Por operación',
		requests: (n: string, count: number) => `${n} ${count === 1 ? 'solicitud' : 'solicitudes'}`,
		yAxis: 'Solicitudes',
		xAxis: (month: string) => `Día de ${month} (UTC)`,
		chartHelp: 'Cada barra es un día; sus colores son las operaciones. Las flechas pasan de un día a otro.',
		other: 'Otras operaciones',
		operation: 'Operación',
		share: 'Proporción',
		total: 'Total',
		none: 'Aún no hay solicitudes este mes.'
	},

	errors: {
		offline: 'No tienes conexión: las cuentas necesitan el servidor.',
		answered: (status: number) => `El servidor respondió ${status}`,
		notSignedIn: 'No has iniciado sesión (puede que la sesión haya caducado). Vuelve a iniciar sesión.',
		refused: 'El servidor rechazó la solicitud porque no venía de este sitio. Recarga la página y vuelve a intentarlo.',
		tooLarge: 'Lo que enviaste es demasiado largo.',
		serverError: 'Algo salió mal en el servidor. Vuelve a intentarlo en un momento.',
		busy: 'Se están comprobando muchos inicios de sesión ahora. Vuelve a intentarlo en un segundo.',
		wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
		signupTaken: (inFolder: boolean) =>
			`Esta dirección no se puede usar con esta contraseña. Si es tuya, inicia sesión o elige una contraseña nueva: ${inFolder ? 'se guardó un aviso para ella en la carpeta de correo del servidor (DATA_DIR/mail/)' : 'le enviamos un aviso'}.`,
		invalidEmail: 'Escribe una dirección de correo válida, como nombre@ejemplo.com.',
		passwordRules: 'La contraseña debe tener al menos 10 caracteres (y como máximo 1024 bytes).',
		weakPassword: 'Esta contraseña es demasiado fácil de adivinar: mira los consejos debajo.',
		tooManySignIns: (seconds: number | null) => `Demasiados intentos de inicio de sesión desde tu red. ${retry(seconds)}`,
		tooManySignUps: (seconds: number | null) => `Demasiados registros desde esta dirección de red. ${retry(seconds)}`,
		profileInvalid: 'Escribe tu nombre. El nombre y la empresa pueden tener como máximo 100 caracteres cada uno.',
		wrongCurrentPassword: 'La contraseña actual no es correcta.',
		newPasswordRules: 'La contraseña nueva debe tener al menos 10 caracteres (y como máximo 1024 bytes).',
		tooManyWrongPasswords: (seconds: number | null) => `Demasiadas contraseñas incorrectas para esta cuenta. ${retry(seconds)}`,
		deactivated: 'El operador desactivó esta cuenta: no se pueden crear claves nuevas.',
		tooManyKeys: 'Una cuenta puede tener como máximo 20 claves activas: revoca una primero.',
		labelTooLong: 'La etiqueta puede tener como máximo 60 caracteres.',
		keyGone: 'Esta clave ya estaba revocada o no está en tu cuenta.',
		unverified: 'Confirma primero tu dirección de correo: podrás crear claves cuando esté confirmada.',
		tooManyMails: (seconds: number | null) => `Ya enviamos demasiados correos a esta dirección por ahora. ${retry(seconds)}`,
		tooManyRequests: (seconds: number | null) => `Demasiadas solicitudes. ${retry(seconds)}`,
		sameEmail: 'Escribe una dirección de correo válida y distinta de la actual.'
	}
};
