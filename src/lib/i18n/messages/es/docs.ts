import type { Messages } from '../en/index.js';

export const docs: Messages['docs'] = {
	pageTitle: 'Referencia de la API — Utilkit',
	onThisPage: 'En esta página',
	onThisPageMenu: 'En esta página (menú)',
	heading: 'Referencia de la API',
	version: (title: string, version: string) => `${title} · versión ${version} · OpenAPI 3.1`,
	leadBefore:
		'Cada herramienta de la app también es un endpoint JSON. La misma entrada da la misma respuesta en la app, sin conexión, y aquí. La descripción legible por máquina de todos los endpoints está en ',
	leadAfter: ' (no hace falta clave).',
	englishNote: 'Las descripciones de los campos de las respuestas y las condiciones de error de cada endpoint vienen del contrato de la API, en inglés.',
	start: 'Primeros pasos',
	startText: (origin: string) =>
		`La dirección base es \`${origin}/api/v1\`. Envía JSON con \`POST\` (y \`Content-Type: application/json\`) y recibe JSON de vuelta:`,
	exampleWhat: 'ejemplo',
	authentication: 'Autenticación',
	authKeys:
		'Cada petición lleva una clave de API en la cabecera `X-API-Key`. Las claves empiezan por `ukit_`; la clave completa se muestra una sola vez, al crearla, y solo se guarda un hash de ella. Un operador crea una con `npm run --silent cli -- keys create --email you@example.com --plan free`. Guarda las claves en servidores y fuera del control de versiones: la API no envía cabeceras CORS salvo que el operador permita un origen.',
	authSession:
		'Las llamadas de la propia app web usan tu sesión iniciada en lugar de una clave; ambas cuentan para la misma cuenta. Una clave ausente, mal formada, desconocida o revocada recibe `401`; una cuenta desactivada, `403`.',
	limits: 'Límites y cabeceras',
	limitsText:
		'Cada plan tiene un límite de peticiones por minuto y una cuota mensual (mes natural, UTC). Por encima del límite por minuto, la respuesta es `429` con `Retry-After: 60`; por encima de la cuota, `402`. Toda petición que llega a una operación cuenta para la cuota, incluidas las respuestas de validación `422`; `401`, `402`, `403`, `429` y los errores del servidor no cuentan. Planes incluidos:',
	plan: 'Nombre del plan',
	perMinute: 'Por minuto',
	perMonth: 'Por mes',
	noLimit: 'sin límite',
	headersIntro: 'Las respuestas a peticiones autenticadas llevan el estado actual:',
	header: 'Cabecera',
	meaning: 'Significado',
	limitHeaders: {
		'X-RateLimit-Limit': 'Peticiones permitidas por minuto en tu plan',
		'X-RateLimit-Remaining': 'Peticiones restantes en el minuto actual',
		'X-RateLimit-Reset': 'Segundos hasta que se reinicia la ventana de un minuto',
		'RateLimit-Policy': 'La política en la forma del borrador de la IETF, p. ej. "minute";q=60;w=60',
		RateLimit: 'El estado en la forma del borrador de la IETF, p. ej. "minute";r=59;t=42',
		'X-Quota-Limit': 'Peticiones permitidas en este mes natural (UTC)',
		'X-Quota-Remaining': 'Peticiones restantes este mes'
	},
	errors: 'Errores',
	errorsText:
		'Los cuerpos de error son JSON con dos miembros de tipo string, el mensaje `detail` y un `code` estable, legible por máquinas: `{"detail": "…", "code": "invalid_input"}` (cada respuesta de abajo indica sus códigos). Dos endpoints usan `error` en lugar de `detail`, como se indica abajo (la validación de `/fake-data` y `/ai-chat`). Una entrada no válida recibe `422`, con un mensaje que nombra cada problema. Cualquier endpoint también puede responder:',
	status: 'Estado',
	when: 'Cuándo',
	statusText: {
		200: 'Éxito',
		401: 'Clave de API ausente, mal formada, desconocida o revocada',
		402: 'Cuota mensual superada',
		403: 'Cuenta desactivada',
		404: 'Ruta desconocida bajo `/api/v1`',
		405: 'Ruta conocida, método incorrecto (la cabecera `Allow` indica el correcto)',
		413: 'Cuerpo de más de 1 MiB',
		415: 'El cuerpo del POST no es application/json',
		429: 'Límite de peticiones superado; vuelve a intentarlo en 60 segundos (Retry-After: 60)',
		503: 'No se puede acceder a la base de datos; puedes reintentar tras Retry-After (5) segundos, no cuenta'
	},
	browser: 'Desde la consola del navegador',
	browserText:
		'La app ejecuta las mismas operaciones en un Web Worker, también sin conexión. En cualquier página de la app, la consola de desarrollo tiene un pequeño gancho que responde exactamente como la API (estado y cuerpo), sin clave ni red:',
	browserClock:
		'Un tercer argumento opcional fija el reloj (milisegundos desde la época Unix) para las operaciones que lo leen, como TOTP. Las herramientas que necesitan el servidor pasan por `/api/v1` con tu sesión.',
	tryIt: 'Probar en la app',
	requestParameters: 'Parámetros de la petición',
	requestBody: 'Cuerpo de la petición',
	field: 'Campo',
	where: 'Dónde',
	type: 'Tipo',
	descriptionAndRules: 'Descripción y reglas',
	places: { body: 'cuerpo', path: 'ruta', query: 'consulta' },
	optional: 'opcional',
	required: 'obligatorio',
	none: 'Ninguno.',
	responses: 'Respuestas',
	either: 'O bien',
	or: 'o',
	example: 'Ejemplo',
	curlCommand: 'comando curl',
	curlLabel: (name: string) => `${name}: comando curl`,
	withAttribution: (summary: string, attribution: string) => `${summary} Datos: ${attribution}`,
	reference: {
		arrayOf: (type: string) => `array de ${type}`,
		range: (min: number, max: number) => `de ${min} a ${max}`,
		atLeast: (min: number) => `como mínimo ${min}`,
		atMost: (max: number) => `como máximo ${max}`,
		minLength: (n: number) => `como mínimo ${n} ${n === 1 ? 'carácter' : 'caracteres'}`,
		maxLength: (n: string) => `hasta ${n} caracteres`,
		minItems: (n: number) => `como mínimo ${n} ${n === 1 ? 'elemento' : 'elementos'}`,
		maxItems: (n: number) => `como máximo ${n} ${n === 1 ? 'elemento' : 'elementos'}`,
		format: (format: string) => `formato ${format}`,
		pattern: (pattern: string) => `patrón ${pattern}`,
		defaultValue: (value: string) => `valor por defecto ${value}`,
		example: 'Ejemplo',
		exampleN: (n: number) => `Ejemplo ${n}`
	}
};
