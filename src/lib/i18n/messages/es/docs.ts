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
	englishNote: 'Las descripciones de los campos de las respuestas, las condiciones de error de cada endpoint y los nombres y fuentes de los casos de referencia vienen del contrato de la API y de las pruebas, en inglés.',
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
		'X-RateLimit-Remaining': 'Peticiones que aún podrías hacer ahora mismo, después de esta',
		'X-RateLimit-Reset': 'Segundos hasta que vuelve a estar disponible todo el límite por minuto',
		'RateLimit-Policy': 'La política en la forma del borrador de la IETF, p. ej. "minute";q=60;w=60',
		RateLimit: 'El estado en la forma del borrador de la IETF, p. ej. "minute";r=59;t=1',
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
	search: 'Buscar operaciones',
	searchPlaceholder: 'Título, ruta o palabra clave',
	searchCount: (shown: number, total: number) => (shown === total ? `${total} operaciones` : `${shown} de ${total} operaciones`),
	noMatches: 'Ninguna operación coincide. Prueba otra palabra o una ruta como /hash.',
	sectionLink: (title: string) => `Enlace a «${title}»`,
	commonErrors: 'Y las respuestas que cualquier endpoint puede dar',
	errorBody: 'Cuerpo',
	requestExample: 'Ejemplo de solicitud',
	responseExample: 'Ejemplo de respuesta',
	exampleChoice: 'Ejemplo',
	responseComputed: (name: string) => `La respuesta al ejemplo «${name}», calculada cuando se generó esta página, para el 15 de enero de 2026 12:00 UTC: los valores que dependen del reloj cambian en cada llamada.`,
	responseFromCase: (name: string) =>
		`Una muestra documentada: el caso de referencia «${name}», que no necesita servicio externo (fuente: abajo). Responde a esta solicitud:`,
	responseRecorded: (name: string) =>
		`La respuesta al ejemplo «${name}» tal como se registró: un generador da valores nuevos en cada llamada; una respuesta que viene de un servicio externo se registró del sustituto que usan las pruebas, así que los valores reales difieren.`,
	responseSource: (source: string) => `Fuente: ${source}`,
	codeSamples: 'Ejemplos de código',
	rawSamples: 'Un archivo como cuerpo (en bruto)',
	rawNote: 'Los propios bytes como application/octet-stream, en flujo (hasta 256 MiB por defecto), con los parámetros en la query string; file.bin es tu archivo.',
	codeTabs: 'Lenguaje del ejemplo de código',
	tryPanel: 'Pruébalo',
	tryIntro:
		'Envía la solicitud desde esta página a este servidor. Usa la clave de API de abajo o, sin ella, tu sesión iniciada. Cada llamada cuenta en tu cuota.',
	tryKey: 'Clave de API',
	tryKeyHelp: 'Se guarda solo en esta pestaña (session storage); nunca se escribe en disco ni se envía a otro sitio.',
	tryForget: 'Olvidar la clave',
	tryBody: 'Cuerpo de la solicitud (JSON)',
	tryParams: 'Parámetros (JSON: campos de la ruta y de la consulta)',
	tryReset: 'Volver al ejemplo',
	trySend: 'Enviar solicitud',
	trySending: 'Enviando…',
	tryStatus: 'Estado',
	tryHeaders: 'Cabeceras de límite',
	tryNoHeaders: 'Sin cabeceras de límite (sin sesión o un plan sin límites).',
	tryResponse: 'Cuerpo de la respuesta',
	tryBadJson: (message: string) => `El JSON no es válido: ${message}`,
	tryFailed: (message: string) => `No se pudo enviar la solicitud: ${message}`,
	tryIt: 'Probar en la app',
	notesLink: 'Límites y notas (en inglés)',
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
	endpoints: {
		groups: { 'Recipes and batches': 'Recetas y lotes', Server: 'Servidor' },
		batch: {
			title: 'Varias llamadas a la vez',
			summary: (max: number) =>
				`Hasta ${max} llamadas independientes en una solicitud, respondidas en orden. Cada elemento es una llamada propia: con su estado y su cuerpo, y su solicitud contada en el límite por minuto y en la cuota mensual (un elemento que supera un límite responde 429 o 402 en su lugar; una operación desconocida, 404, sin contar). Las cabeceras de límite de la respuesta son las del último elemento.`,
			fields: {
				'requests.op': 'La ruta de la operación en la API, como en la referencia: "/hash", "/encode", "/country-info/BR"',
				'requests.input': 'Los campos de entrada del elemento, como en el cuerpo de la solicitud de la operación'
			},
			responses: { 200: 'Una respuesta por solicitud, en orden', 422: 'No es un lote (sin solicitudes, más de 100, un elemento sin `op`)' },
			responseFields: {},
			examples: { 'Two hashes and a colour': 'Dos hashes y un color' }
		},
		'recipes-run': {
			title: 'Ejecutar una receta',
			summary: (max: number) =>
				`Ejecuta hasta ${max} operaciones en orden; cada paso toma campos de la respuesta del paso anterior (\`from\`: campo → JSON Pointer). Cada paso cuenta una solicitud en el límite por minuto y en la cuota mensual, todas admitidas antes del primer paso (una receta que no cabe se rechaza entera); los pasos que no llegan a ejecutarse devuelven su unidad. El primer paso que no responde 200 termina la ejecución con su estado.`,
			fields: {
				'steps.op': 'La ruta de la operación en la API, como en la referencia: "/hash", "/encode", "/country-info/BR"',
				'steps.input': 'Los campos de entrada del propio paso, como en el cuerpo de la solicitud de la operación',
				'steps.from': 'Campos de entrada tomados de la respuesta del paso anterior: nombre del campo → JSON Pointer (RFC 6901) en esa respuesta'
			},
			responses: {
				200: 'Todos los pasos respondieron 200: la respuesta del último paso y la de cada uno',
				402: 'La receta necesita más solicitudes de las que quedan en el mes',
				422: 'No es una receta (sin pasos, más de 20, una operación desconocida, un puntero no válido), o un paso terminó la ejecución con 422 (su propia respuesta en `steps`)',
				429: 'La receta necesita más solicitudes de las que quedan en el minuto (Retry-After: 60)',
				default: 'Un paso respondió otro estado (400, 404, 502 …): la ejecución terminó ahí con el estado de ese paso'
			},
			responseFields: { output: 'La respuesta del último paso', 'steps.body': 'La respuesta del paso, como la daría su propia llamada', step: 'El paso con el problema, desde 1' },
			examples: { 'Base64, then its SHA-256': 'Base64 y luego su SHA-256' }
		},
		capabilities: {
			title: 'Lo que este servidor puede responder',
			summary: (_max: number) =>
				'Todas las operaciones, con `available`: false cuando el operador no ha configurado su servicio externo (`reason`: `not_configured`: el chat de IA sin AI_BASE_URL, la traducción sin TRANSLATE_BASE_URL) o cuando la última llamada al servicio externo del operador (IA, traducción, VIES) falló en los últimos cinco minutos (`unreachable`). No necesita clave ni usa cuota.',
			fields: {},
			responses: { 200: 'Las operaciones y si cada una puede responder ahora' },
			responseFields: {},
			examples: { 'A server without AI_BASE_URL and TRANSLATE_BASE_URL': 'Un servidor sin AI_BASE_URL ni TRANSLATE_BASE_URL' }
		}
	},
	comingFrom: {
		pageTitle: 'Si vienes de IT-Tools o CyberChef — Utilkit',
		heading: 'Si vienes de IT-Tools o CyberChef',
		lead: 'Cada herramienta de IT-Tools y cada operación de CyberChef, con la herramienta de Utilkit que hace el mismo trabajo y los ajustes para ello. El enlace abre la herramienta con esos ajustes completados; los mismos ajustes valen en la API, sin conexión y por MCP.',
		count: (covered: number, total: number, anchor: string) => `${anchor}: ${covered} de ${total} herramientas`,
		filter: 'Filtrar',
		filterPlaceholder: 'p. ej.: Gunzip, AES, From Hexdump',
		noMatch: 'Ninguna herramienta coincide.',
		anchorTool: (anchor: string) => `Herramienta de ${anchor}`,
		utilkitTool: 'Herramienta de Utilkit',
		settings: 'Ajustes',
		status: {
			covered: 'Sí',
			partial: 'En parte',
			'app-only': 'No es de datos',
			missing: 'Aún no'
		},
		statusHelp: {
			covered: 'Hace el mismo trabajo.',
			partial: 'Hace la mayor parte del trabajo; la página de la herramienta dice qué cambia.',
			'app-only': 'Sobre el propio navegador o la página (un cronómetro, una cámara): nada que ejecutar.',
			missing: 'Ninguna herramienta de Utilkit lo hace todavía.'
		},
		other: 'Otras'
	},
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
