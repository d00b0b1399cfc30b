import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		timestamp: {
			value: 'A Unix time such as 1795714347 (seconds, milliseconds, µs or ns: the size tells), or a date such as 2026-11-26T17:32:27Z or Thu, 26 Nov 2026 17:32:27 +0000.',
			unit: { help: 'For a number: automatic (a Unix time; its size tells seconds, milliseconds, microseconds or nanoseconds), the Unix unit it is in, a Windows FILETIME or an Excel serial date.', options: { auto: 'Detect automatically', s: 'Seconds', ms: 'Milliseconds', us: 'Microseconds', ns: 'Nanoseconds', filetime: 'Windows FILETIME', excel: 'Excel serial date' } },
			timezone: { help: 'The time zone a date typed without an offset is read in, and the answer shows local dates in unless you pick another zone to write them in.' },
			to_timezone: { label: 'Write in time zone', help: 'Optional: a second time zone to show the answer in (New York time written as Tokyo time). Leave empty to write in the zone above.' },
			format: { label: 'Custom format', help: 'A strftime pattern, such as %Y-%m-%d %H:%M or %A %-d %B %Y. %d day, %m month, %Y year, %H:%M:%S time, %z offset, %j day of the year, %s Unix seconds.' },
			parse_format: { label: 'Input format', help: 'Only if the date is in an unusual form: a strptime pattern saying how to read it, such as %d/%m/%Y %H:%M for 26/11/2026 14:32.' },
			add: { label: 'Add a duration', help: 'An ISO 8601 duration to move the date by: P1D one day, PT2H30M two and a half hours, P1Y2M one year and two months; -P1W goes back a week.' }
		}
	},
	'pt-BR': {
		timestamp: {
			title: 'Conversor de timestamp',
			summary: 'Tempo Unix (s, ms, µs, ns), datas ISO 8601 e RFC 2822 convertidos entre si, lidos num fuso horário e escritos em outro, com a semana ISO, o dia do ano, o horário de verão e o ano bissexto.',
			keywords: ['timestamp', 'tempo unix', 'epoch', 'conversor de epoch', 'data e hora', 'iso 8601', 'milissegundos', 'converter fuso horário', 'horário de verão', 'ano bissexto'],
			fields: {
				value: {
					label: 'Valor',
					description:
						'Um tempo Unix (número, ou dígitos como texto para nanossegundos exatos) ou uma data em texto: ISO 8601 (2026-11-26T17:32:27Z; sem diferença de UTC é lida em `timezone`) ou RFC 2822 (Thu, 26 Nov 2026 17:32:27 +0000); no máximo 100 caracteres. Anos de 1 a 9999',
					help: 'Um tempo Unix como 1795714347 (segundos, milissegundos, µs ou ns: o tamanho indica) ou uma data como 2026-11-26T17:32:27Z ou Thu, 26 Nov 2026 17:32:27 +0000.'
				},
				unit: { label: 'Unidade', description: 'Para números: auto (tempo Unix pela grandeza: abaixo de 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, senão ns), s, ms, us, ns, filetime (FILETIME do Windows, 100 ns desde 1601; dígitos decimais ou hex após 0x) ou excel (data serial do Excel, sistema de 1900, lida como hora local em `timezone`); padrão auto', help: 'Para um número: automático (um tempo Unix; o tamanho indica segundos, milissegundos, microssegundos ou nanossegundos), a unidade Unix em que está, um FILETIME do Windows ou uma data serial do Excel.', options: { auto: 'Detectar automaticamente', s: 'Segundos', ms: 'Milissegundos', us: 'Microssegundos', ns: 'Nanossegundos', filetime: 'FILETIME do Windows', excel: 'Data serial do Excel' } },
				timezone: { label: 'Fuso horário', description: 'Fuso IANA em que se lê uma data sem diferença de UTC (e uma data serial do Excel) e, sem `to_timezone`, o fuso de iso_local, rfc2822 e dos campos de semana, dia e horário de verão; padrão UTC', help: 'O fuso horário em que se lê uma data digitada sem diferença de UTC e em que a resposta mostra as datas locais, a menos que você escolha outro fuso para escrevê-las.' },
				to_timezone: { label: 'Escrever no fuso horário', description: 'Fuso IANA em que se escrevem todos os campos com fuso (iso_local, utc_offset, rfc2822, os campos de semana, dia e horário de verão, formatted) e em que `add` move as datas; padrão: `timezone`', help: 'Opcional: um segundo fuso horário em que mostrar a resposta (hora de Nova York escrita como hora de Tóquio). Deixe vazio para escrever no fuso acima.' },
				format: { label: 'Formato personalizado', description: 'Padrão strftime para `formatted`, escrito no fuso de saída (`to_timezone`, senão `timezone`) com nomes em inglês: %Y-%m-%d %H:%M, %A %-d %B %Y, %s; as diretivas estão no README do módulo; no máximo 200 caracteres', help: 'Um padrão strftime, como %Y-%m-%d %H:%M ou %A %-d %B %Y. %d dia, %m mês, %Y ano, %H:%M:%S hora, %z diferença de UTC, %j dia do ano, %s segundos Unix.' },
				parse_format: { label: 'Formato de entrada', description: 'Padrão strptime com que `value` é lido (as diretivas de `format`; nomes em inglês): %d/%m/%Y %H:%M; sem %z nem %s, a hora é lida em `timezone`; no máximo 200 caracteres', help: 'Só se a data estiver numa forma incomum: um padrão strptime que diz como lê-la, como %d/%m/%Y %H:%M para 26/11/2026 14:32.' },
				add: { label: 'Somar uma duração', description: 'Duração ISO 8601 somada ao instante, ou subtraída com um - na frente: P1M2DT3H, -P1D, PT90M; anos e meses movem a data no fuso de saída (31 jan + P1M = fim de fevereiro), dias mantêm a hora local, horas a segundos são tempo decorrido; números de no máximo 12 dígitos; no máximo 64 caracteres', help: 'Uma duração ISO 8601 para mover a data: P1D um dia, PT2H30M duas horas e meia, P1Y2M um ano e dois meses; -P1W volta uma semana.' }
			},
			examples: {
				'Unix seconds': 'Segundos Unix',
				'Milliseconds in São Paulo': 'Milissegundos em São Paulo',
				'ISO 8601 text in Kolkata': 'Texto ISO 8601 em Calcutá',
				'RFC 2822 (e-mail date)': 'RFC 2822 (data de e-mail)',
				'Windows FILETIME': 'FILETIME do Windows',
				'Excel serial date': 'Data serial do Excel',
				'MongoDB ObjectId': 'ObjectId do MongoDB',
				'Your own format, one month later': 'Seu próprio formato, um mês depois',
				'From New York time to Tokyo time': 'Da hora de Nova York para a hora de Tóquio',
				'Read a day-first date, write it ISO-style': 'Ler uma data com o dia primeiro e escrevê-la no estilo ISO'
			}
		}
	},
	es: {
		timestamp: {
			title: 'Conversor de marcas de tiempo',
			summary: 'Tiempo Unix (s, ms, µs, ns), fechas ISO 8601 y RFC 2822 convertidos entre sí, leídos en una zona horaria y escritos en otra, con la semana ISO, el día del año, el horario de verano y el año bisiesto.',
			keywords: ['timestamp', 'marca de tiempo', 'tiempo unix', 'epoch', 'conversor de epoch', 'fecha y hora', 'iso 8601', 'convertir zona horaria', 'horario de verano', 'año bisiesto'],
			fields: {
				value: {
					label: 'Valor',
					description:
						'Un tiempo Unix (número, o dígitos como texto para nanosegundos exactos) o una fecha en texto: ISO 8601 (2026-11-26T17:32:27Z; sin diferencia con UTC se lee en `timezone`) o RFC 2822 (Thu, 26 Nov 2026 17:32:27 +0000); como máximo 100 caracteres. Años de 1 a 9999',
					help: 'Un tiempo Unix como 1795714347 (segundos, milisegundos, µs o ns: el tamaño lo indica) o una fecha como 2026-11-26T17:32:27Z o Thu, 26 Nov 2026 17:32:27 +0000.'
				},
				unit: { label: 'Unidad', description: 'Para números: auto (tiempo Unix por magnitud: por debajo de 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, si no ns), s, ms, us, ns, filetime (FILETIME de Windows, 100 ns desde 1601; dígitos decimales o hex tras 0x) o excel (fecha serial de Excel, sistema de 1900, leída como hora local en `timezone`); por defecto auto', help: 'Para un número: automático (un tiempo Unix; el tamaño indica segundos, milisegundos, microsegundos o nanosegundos), la unidad Unix en que está, un FILETIME de Windows o una fecha serial de Excel.', options: { auto: 'Detectar automáticamente', s: 'Segundos', ms: 'Milisegundos', us: 'Microsegundos', ns: 'Nanosegundos', filetime: 'FILETIME de Windows', excel: 'Fecha serial de Excel' } },
				timezone: { label: 'Zona horaria', description: 'Zona IANA en que se lee una fecha sin diferencia con UTC (y una fecha serial de Excel) y, sin `to_timezone`, la zona de iso_local, rfc2822 y de los campos de semana, día y horario de verano; por defecto UTC', help: 'La zona horaria en que se lee una fecha escrita sin diferencia con UTC y en que la respuesta muestra las fechas locales, salvo que elijas otra zona para escribirlas.' },
				to_timezone: { label: 'Escribir en la zona horaria', description: 'Zona IANA en que se escriben todos los campos con zona (iso_local, utc_offset, rfc2822, los campos de semana, día y horario de verano, formatted) y en que `add` mueve las fechas; por defecto: `timezone`', help: 'Opcional: una segunda zona horaria en que mostrar la respuesta (hora de Nueva York escrita como hora de Tokio). Déjala vacía para escribir en la zona de arriba.' },
				format: { label: 'Formato personalizado', description: 'Patrón strftime para `formatted`, escrito en la zona de salida (`to_timezone`, si no `timezone`) con nombres en inglés: %Y-%m-%d %H:%M, %A %-d %B %Y, %s; las directivas están en el README del módulo; como máximo 200 caracteres', help: 'Un patrón strftime, como %Y-%m-%d %H:%M o %A %-d %B %Y. %d día, %m mes, %Y año, %H:%M:%S hora, %z diferencia con UTC, %j día del año, %s segundos Unix.' },
				parse_format: { label: 'Formato de entrada', description: 'Patrón strptime con que se lee `value` (las directivas de `format`; nombres en inglés): %d/%m/%Y %H:%M; sin %z ni %s, la hora se lee en `timezone`; como máximo 200 caracteres', help: 'Solo si la fecha está en una forma poco común: un patrón strptime que dice cómo leerla, como %d/%m/%Y %H:%M para 26/11/2026 14:32.' },
				add: { label: 'Sumar una duración', description: 'Duración ISO 8601 sumada al instante, o restada con un - delante: P1M2DT3H, -P1D, PT90M; años y meses mueven la fecha en la zona de salida (31 ene + P1M = fin de febrero), los días mantienen la hora local, de horas a segundos es tiempo transcurrido; números de como máximo 12 dígitos; como máximo 64 caracteres', help: 'Una duración ISO 8601 para mover la fecha: P1D un día, PT2H30M dos horas y media, P1Y2M un año y dos meses; -P1W retrocede una semana.' }
			},
			examples: {
				'Unix seconds': 'Segundos Unix',
				'Milliseconds in São Paulo': 'Milisegundos en São Paulo',
				'ISO 8601 text in Kolkata': 'Texto ISO 8601 en Calcuta',
				'RFC 2822 (e-mail date)': 'RFC 2822 (fecha de correo)',
				'Windows FILETIME': 'FILETIME de Windows',
				'Excel serial date': 'Fecha serial de Excel',
				'MongoDB ObjectId': 'ObjectId de MongoDB',
				'Your own format, one month later': 'Tu propio formato, un mes después',
				'From New York time to Tokyo time': 'De la hora de Nueva York a la hora de Tokio',
				'Read a day-first date, write it ISO-style': 'Leer una fecha con el día primero y escribirla al estilo ISO'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	timestamp: {
		en: { now: 'Now', useNow: 'Convert the current time', clock: 'Current time', formats: 'Every format', format: 'Format', value: 'Value', seconds: 'Unix time (seconds)', ms: 'Unix time (milliseconds)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Your time zone (${z})`, weekday: 'Day of the week', week: 'ISO week', yearDay: 'Day of the year', offset: 'UTC offset', relative: 'Relative', readAs: (u: string) => `Read as ${u}`, units: { s: 'seconds', ms: 'milliseconds', us: 'microseconds', ns: 'nanoseconds', filetime: 'a Windows FILETIME', excel: 'an Excel serial date' } as Record<string, string>, text: 'Read as date text', objectId: 'Read as a MongoDB ObjectId (its time)', weekDate: 'ISO week date', filetime: 'Windows FILETIME', filetimeHex: 'Windows FILETIME (hex)', excel: 'Excel serial date', mongo: 'MongoDB ObjectId time', iso9075: 'ISO 9075 (SQL date and time)', rfc7231: 'RFC 7231 (HTTP date)', jsString: 'JavaScript Date.toString()', formatted: 'Custom format', tryFormat: 'Try a format:', shifted: (from: string) => `Shifted from ${from}`, us: 'Unix time (microseconds)', ns: 'Unix time (nanoseconds)', facts: 'About this date', dst: 'Daylight saving time', dstOn: 'in effect', dstOff: 'not in effect', year: 'Year', leap: 'leap (366 days)', common: 'common (365 days)', daysInMonth: 'Days in the month', quarter: 'Quarter', period: 'AM or PM', abbreviation: 'Zone abbreviation', readIn: (from: string, to: string) => `Read in ${from}, written in ${to}` },
		'pt-BR': { now: 'Agora', useNow: 'Converter a hora atual', clock: 'Hora atual', formats: 'Todos os formatos', format: 'Formato', value: 'Valor', seconds: 'Tempo Unix (segundos)', ms: 'Tempo Unix (milissegundos)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Seu fuso horário (${z})`, weekday: 'Dia da semana', week: 'Semana ISO', yearDay: 'Dia do ano', offset: 'Diferença para UTC', relative: 'Relativo', readAs: (u: string) => `Lido como ${u}`, units: { s: 'segundos', ms: 'milissegundos', us: 'microssegundos', ns: 'nanossegundos', filetime: 'um FILETIME do Windows', excel: 'uma data serial do Excel' } as Record<string, string>, text: 'Lido como data em texto', objectId: 'Lido como um ObjectId do MongoDB (sua hora)', weekDate: 'Data da semana ISO', filetime: 'FILETIME do Windows', filetimeHex: 'FILETIME do Windows (hex)', excel: 'Data serial do Excel', mongo: 'Hora de ObjectId do MongoDB', iso9075: 'ISO 9075 (data e hora SQL)', rfc7231: 'RFC 7231 (data HTTP)', jsString: 'Date.toString() do JavaScript', formatted: 'Formato personalizado', tryFormat: 'Experimente um formato:', shifted: (from: string) => `Deslocado a partir de ${from}`, us: 'Tempo Unix (microssegundos)', ns: 'Tempo Unix (nanossegundos)', facts: 'Sobre esta data', dst: 'Horário de verão', dstOn: 'em vigor', dstOff: 'fora de vigor', year: 'Ano', leap: 'bissexto (366 dias)', common: 'comum (365 dias)', daysInMonth: 'Dias no mês', quarter: 'Trimestre', period: 'AM ou PM', abbreviation: 'Sigla do fuso', readIn: (from: string, to: string) => `Lido em ${from}, escrito em ${to}` },
		es: { now: 'Ahora', useNow: 'Convertir la hora actual', clock: 'Hora actual', formats: 'Todos los formatos', format: 'Formato', value: 'Valor', seconds: 'Tiempo Unix (segundos)', ms: 'Tiempo Unix (milisegundos)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Tu zona horaria (${z})`, weekday: 'Día de la semana', week: 'Semana ISO', yearDay: 'Día del año', offset: 'Diferencia con UTC', relative: 'Relativo', readAs: (u: string) => `Leído como ${u}`, units: { s: 'segundos', ms: 'milisegundos', us: 'microsegundos', ns: 'nanosegundos', filetime: 'un FILETIME de Windows', excel: 'una fecha serial de Excel' } as Record<string, string>, text: 'Leído como fecha en texto', objectId: 'Leído como un ObjectId de MongoDB (su hora)', weekDate: 'Fecha de semana ISO', filetime: 'FILETIME de Windows', filetimeHex: 'FILETIME de Windows (hex)', excel: 'Fecha serial de Excel', mongo: 'Hora de ObjectId de MongoDB', iso9075: 'ISO 9075 (fecha y hora SQL)', rfc7231: 'RFC 7231 (fecha HTTP)', jsString: 'Date.toString() de JavaScript', formatted: 'Formato personalizado', tryFormat: 'Prueba un formato:', shifted: (from: string) => `Desplazado desde ${from}`, us: 'Tiempo Unix (microsegundos)', ns: 'Tiempo Unix (nanosegundos)', facts: 'Sobre esta fecha', dst: 'Horario de verano', dstOn: 'en vigor', dstOff: 'no en vigor', year: 'Año', leap: 'bisiesto (366 días)', common: 'común (365 días)', daysInMonth: 'Días del mes', quarter: 'Trimestre', period: 'AM o PM', abbreviation: 'Abreviatura de la zona', readIn: (from: string, to: string) => `Leído en ${from}, escrito en ${to}` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		unknown_zone: ({ zone }) => `fuso horário IANA desconhecido "${zone}"`,
		zone_not_in_runtime: ({ zone }) => `"${zone}" não está nos dados de fusos horários deste ambiente`,
		not_finite: 'deve ser um número finito',
		unit_for_numbers: 'só para tempos Unix (números), não para datas em texto',
		unreadable: 'não é um tempo Unix, nem uma data ISO 8601 ou RFC 2822',
		out_of_range: 'fora dos anos 1 a 9999',
		month_range: 'mês fora do intervalo',
		day_range: 'dia fora do intervalo para o mês',
		time_range: 'hora fora do intervalo',
		offset_range: 'deslocamento fora do intervalo',
		offset_minutes_range: 'minutos do deslocamento fora do intervalo',
		unknown_rfc2822_zone: ({ zone }) => `fuso desconhecido "${zone}"`,
		weekday_mismatch: ({ day }) => `o dia da semana não corresponde à data (${day})`,
		filetime_digits: 'um FILETIME do Windows é uma contagem de 64 bits sem sinal: dígitos decimais ou hex após 0x',
		excel_number: 'uma data serial do Excel é um número de dias como 46000.5',
		excel_range: 'uma data serial do Excel é no mínimo 1 (1900-01-01)',
		excel_leap_bug: 'o serial 60 do Excel é 1900-02-29, um dia que nunca existiu (o Excel mantém o erro de ano bissexto do Lotus 1-2-3)',
		unit_for_objectid: 'um ObjectId do MongoDB traz sua própria hora: deixe a unidade em auto',
		format_directive: ({ directive }) => `diretiva desconhecida ${directive}`,
		format_trailing_percent: 'termina com um % sozinho: escreva %% para um sinal de porcentagem',
		parse_mismatch: 'não corresponde a parse_format',
		parse_format_unit: 'não com parse_format, que lê o valor como texto',
		duration_syntax: 'não é uma duração ISO 8601 como P1Y2M3DT4H5M6S ou -P1D',
		duration_digits: ({ digits }) => `cada número de uma duração tem no máximo ${digits} dígitos`
	},
	es: {
		unknown_zone: ({ zone }) => `zona horaria IANA desconocida "${zone}"`,
		zone_not_in_runtime: ({ zone }) => `"${zone}" no está en los datos de zonas horarias de este entorno`,
		not_finite: 'debe ser un número finito',
		unit_for_numbers: 'solo para tiempos Unix (números), no para fechas en texto',
		unreadable: 'no es un tiempo Unix, ni una fecha ISO 8601 o RFC 2822',
		out_of_range: 'fuera de los años 1 a 9999',
		month_range: 'mes fuera de rango',
		day_range: 'día fuera de rango para el mes',
		time_range: 'hora fuera de rango',
		offset_range: 'desfase fuera de rango',
		offset_minutes_range: 'minutos del desfase fuera de rango',
		unknown_rfc2822_zone: ({ zone }) => `zona desconocida "${zone}"`,
		weekday_mismatch: ({ day }) => `el día de la semana no coincide con la fecha (${day})`,
		filetime_digits: 'un FILETIME de Windows es un recuento de 64 bits sin signo: dígitos decimales o hex tras 0x',
		excel_number: 'una fecha serial de Excel es un número de días como 46000.5',
		excel_range: 'una fecha serial de Excel es como mínimo 1 (1900-01-01)',
		excel_leap_bug: 'el serial 60 de Excel es 1900-02-29, un día que nunca existió (Excel conserva el error de año bisiesto de Lotus 1-2-3)',
		unit_for_objectid: 'un ObjectId de MongoDB lleva su propia hora: deja la unidad en auto',
		format_directive: ({ directive }) => `directiva desconocida ${directive}`,
		format_trailing_percent: 'termina con un % solo: escribe %% para un signo de porcentaje',
		parse_mismatch: 'no coincide con parse_format',
		parse_format_unit: 'no con parse_format, que lee el valor como texto',
		duration_syntax: 'no es una duración ISO 8601 como P1Y2M3DT4H5M6S o -P1D',
		duration_digits: ({ digits }) => `cada número de una duración tiene como máximo ${digits} dígitos`
	}
} satisfies ErrorWords<typeof errors>;
