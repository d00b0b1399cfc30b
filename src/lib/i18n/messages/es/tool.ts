import type { Messages } from '../en/index.js';

export const tool: Messages['tool'] = {
	breadcrumb: 'Ruta de navegación',
	allTools: 'Todas las herramientas',
	attribution: (source: string) => `Datos: ${source}`,
	input: 'Entrada',
	live: 'Se actualiza mientras escribes',
	examples: 'Ejemplos',
	run: 'Ejecutar',
	queue: 'Poner en cola',
	clear: 'Borrar',
	linkInvalid: 'No se pudieron leer las entradas de este enlace (puede que esté cortado).',
	linkAwaitsSecret: (label: string) => `Rellena ${label} para ver la respuesta: el enlace no lo incluía.`,
	linkFilled: (missing: string) =>
		`Entradas rellenadas desde el enlace.${missing ? ` Los campos secretos no se compartieron: ${missing}.` : ''}`,
	queued: {
		done: 'Enviado desde la bandeja de salida ahora que vuelves a tener conexión; la respuesta está abajo.',
		needsSignIn: 'En cola — inicia sesión para enviarlo.',
		sending: 'Enviando desde la bandeja de salida…',
		failed: 'En cola, pero no se pudo contactar con el servidor; vuelve a intentarlo desde la bandeja de salida.',
		waiting: 'En cola — se enviará cuando vuelvas a tener conexión.',
		openOutbox: 'Abrir la bandeja de salida'
	},

	form: {
		picker: {
			placeholder: { country: 'Escribe un país o su código', timezone: 'Escribe una ciudad, una zona o UTC±hh', language: 'Escribe un idioma o su código', currency: 'Escribe una moneda o su código' },
			choices: 'Sugerencias',
			noMatches: 'Sin coincidencias; el texto se envía tal como está.',
			loading: 'Cargando…'
		},
		location: {
			use: 'Usar mi ubicación',
			locating: 'Buscando tu ubicación…',
			filled: 'Rellenado con tu ubicación.',
			denied: 'El acceso a la ubicación está bloqueado para este sitio. Permítelo en la configuración del sitio del navegador o escribe las coordenadas.',
			unavailable: 'Tu ubicación no está disponible ahora. Escribe las coordenadas.'
		},
		noInput: 'Esta herramienta no recibe entradas.',
		optional: 'opcional',
		help: (label: string) => `Ayuda: ${label}`,
		moreOptions: (count: number) => `Más opciones (${count})`,
		moreChanged: (count: number) => (count === 1 ? '1 definida' : `${count} definidas`),
		choose: 'Elige…',
		notSet: 'Automático',
		atLeast: (n: number) => `como mínimo ${n}`,
		atMost: (n: number) => `como máximo ${n}`,
		upToCharacters: (n: number) => `hasta ${n.toLocaleString('es')} caracteres`,
		defaultValue: (value: string) => `por defecto ${value}`,
		json: 'JSON',
		jsonArray: 'Array JSON',
		jsonObject: 'Objeto JSON',
		invalidJson: 'No es un JSON válido: revisa las comillas, las comas y las llaves.',
		onePerLine: 'uno por línea',
		dates: {
			order: 'dmy',
			locale: 'es',
			pick: 'Elegir en el calendario',
			ambiguous: (a: string, b: string, isoA: string, isoB: string) => `¿${a} o ${b}? Escribe ${isoA} o ${isoB}, o elige el día en el calendario.`,
			unreadable: (example: string) => `No es una fecha que la página entienda: escribe una como ${example}, o elígela en el calendario.`
		},
		problems: {
			required: 'Obligatorio.',
			empty: 'No puede estar vacío.',
			shorterThan: (n: number) => `Al menos ${n} caracteres.`,
			longerThan: (n: number) => `Como máximo ${n.toLocaleString('es')} caracteres.`,
			fewerThan: (n: number) => `Al menos ${n} ${n === 1 ? 'elemento' : 'elementos'}.`,
			moreThan: (n: number) => `Como máximo ${n} elementos.`,
			below: (n: number) => `Debe ser ${n.toLocaleString('es')} o más.`,
			above: (n: number) => `Debe ser ${n.toLocaleString('es')} o menos.`,
			oneOf: (values: string) => `Debe ser uno de: ${values}.`,
			wrongType: (expected: string) => (expected === 'int' ? 'Debe ser un número entero.' : expected === 'number' ? 'Debe ser un número.' : `Tipo esperado: ${expected}.`),
			format: 'No tiene el formato esperado.',
			summary: 'Revisa los campos marcados.'
		}
	},

	result: {
		title: 'Resultado',
		running: 'Ejecutando',
		runningEllipsis: 'Ejecutando…',
		downloadingData: (percent: number) => `Descargando los datos de la herramienta… ${percent} %`,
		placeholder: 'Rellena el formulario y ejecuta la herramienta para ver la respuesta aquí.',
		jsonResponse: 'Respuesta JSON',
		checkInput: 'Revisa la entrada',
		couldNotAnswer: 'La herramienta no pudo responder',
		didNotSucceed: 'La operación no se completó.',
		reasons: {
			200: 'OK',
			400: 'Solicitud incorrecta',
			401: 'No autorizado',
			402: 'Cuota agotada',
			403: 'Prohibido',
			404: 'No encontrado',
			413: 'Demasiado grande',
			415: 'Tipo de contenido no admitido',
			422: 'Entrada no válida',
			429: 'Demasiadas solicitudes',
			500: 'Error interno',
			502: 'Error del servicio externo',
			503: 'No disponible'
		},
		hints: {
			401: 'Las herramientas que se ejecutan en el servidor requieren que inicies sesión (o una clave de API cuando llamas a la API).',
			402: 'La cuota de este mes se ha agotado; se renueva el primer día del mes que viene (UTC).',
			429: 'Demasiadas solicitudes en este minuto; espera un minuto y vuelve a intentarlo.'
		},
		byCode: {
			time_limit_exceeded: {
				title: 'Esto tardó demasiado',
				message: 'La herramienta superó su límite de tiempo y se detuvo, para que la página siga respondiendo. Prueba con una entrada más pequeña o ajustes más sencillos.'
			},
			memory_limit_exceeded: {
				title: 'Esto necesita demasiada memoria',
				message: 'La herramienta necesitaría más memoria de la que puede usar. Prueba con una entrada más pequeña o parámetros de coste más bajos.'
			},
			concurrency_limited: {
				title: 'Tus otras ejecuciones siguen en curso',
				message: 'Solo unas pocas ejecuciones exigentes de una cuenta van a la vez. Vuelve a intentarlo cuando una de ellas haya respondido.'
			},
			server_busy: {
				title: 'El servidor está ocupado',
				message: 'Todos los lugares para ejecuciones exigentes están ocupados ahora. Vuelve a intentarlo en unos segundos.'
			},
			code_unavailable: { title: 'No se pudo cargar esta herramienta', message: 'No se pudo cargar el código de esta herramienta. Vuelve a conectarte e inténtalo de nuevo.' },
			data_unavailable: { title: 'Esta herramienta necesita sus datos', message: 'Esta herramienta descarga sus datos la primera vez que se usa. Vuelve a conectarte e inténtalo de nuevo.' },
			worker_unavailable: { title: 'Las herramientas no pudieron iniciarse', message: 'El worker de las operaciones no pudo iniciarse. Vuelve a conectarte e inténtalo de nuevo.' }
		} as Record<string, { title: string; message: string }>,
		answer: 'Respuesta',
		apiCall: {
			show: 'Mostrar la llamada a la API',
			request: 'Solicitud',
			answer: (status: string, time: string) => `Respuesta: HTTP ${status}${time ? ` · ${time}` : ''}`,
			inBrowser: 'Esta herramienta se ejecutó en tu navegador; la API da la misma respuesta a esta solicitud:'
		},
		stale: 'Corrige el campo resaltado para ver la respuesta.',
		copyJson: 'Copiar JSON',
		download: 'Descargar'
	},

	copy: {
		copy: 'Copiar',
		copied: 'Copiado',
		failed: 'No se pudo copiar',
		copiedStatus: 'Copiado al portapapeles',
		failedStatus: 'No se pudo copiar',
		example: 'ejemplo'
	},

	runs: {
		offline: 'Sin conexión',
		worksOffline: 'Funciona sin conexión',
		offlineTitle: 'Se ejecuta en tu navegador; funciona sin red',
		network: 'Red',
		needsNetwork: 'Necesita red',
		networkTitle: 'Se ejecuta en el servidor; necesita conexión a la red',
		unavailable: 'No disponible en este servidor',
		unavailableShort: 'No disponible',
		notConfiguredTitle: 'Este servidor no tiene configurado un servicio externo para esta herramienta',
		unreachableTitle: 'El servicio externo de esta herramienta falló hace un momento; puede volver a responder pronto'
	},

	history: {
		title: 'Historial',
		clearAll: 'Borrar todo',
		confirmLabel: 'Confirmar el borrado del historial',
		confirm: (count: number) => (count === 1 ? '¿Borrar 1 ejecución de esta herramienta?' : `¿Borrar las ${count} ejecuciones de esta herramienta?`),
		deleteAll: 'Borrar todo',
		cancel: 'Cancelar',
		about: (limit: number) => `Las últimas ${limit} ejecuciones de esta herramienta, guardadas solo en este navegador.`,
		secretsNotKept: 'Los campos secretos no se guardan.',
		keepSecrets: (names: string) => `Guardar los campos secretos (${names}) en el historial de esta herramienta`,
		unavailable: 'El historial no está disponible: este navegador rechazó el almacenamiento local (IndexedDB).',
		empty: 'Las ejecuciones que hagas aparecen aquí.',
		pastRuns: 'Ejecuciones anteriores',
		noInput: '(sin entrada)',
		notKept: (names: string) => `no guardado: ${names}`,
		runAgain: 'Volver a ejecutar',
		runAgainLabel: (time: string) => `Volver a ejecutar la ejecución del ${time}`,
		restore: 'Restaurar',
		restoreLabel: (time: string) => `Restaurar las entradas del ${time}`,
		delete: 'Borrar',
		deleteLabel: (time: string) => `Borrar la ejecución del ${time}`
	},

	share: {
		title: 'Compartir estas entradas',
		aboutBefore: 'El enlace lleva las entradas actuales después del ',
		aboutAfter: ', que los navegadores nunca envían a un servidor: al abrirlo se rellena este formulario.',
		linkLabel: 'Enlace para compartir',
		copyLink: 'Copiar enlace',
		includeSecrets: (names: string) => `Incluir los campos secretos (${names})`,
		leftOut: (names: string) => `Fuera del enlace: ${names}.`,
		long: (length: number) =>
			`Este enlace tiene ${length.toLocaleString('es')} caracteres; algunas apps cortan los enlaces tan largos.`
	},

	api: {
		title: 'Usar esto desde la API',
		before: 'La misma entrada, enviada a ',
		afterEndpoint: ', da la misma respuesta. Crea una clave, guárdala en la variable de entorno ',
		afterVariable: ' y consulta la ',
		link: 'referencia de la API',
		after: '.',
		tabs: 'Lenguaje',
		what: { curl: 'comando curl', javascript: 'fragmento en JavaScript', python: 'fragmento en Python' }
	}
};
