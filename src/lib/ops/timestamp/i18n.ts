import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		timestamp: {
			value: 'A Unix time such as 1795714347 (seconds, milliseconds, µs or ns: the size tells), or a date such as 2026-11-26T17:32:27Z or Thu, 26 Nov 2026 17:32:27 +0000.',
			unit: { help: 'For a Unix time: automatic (the number’s size tells seconds, milliseconds, microseconds or nanoseconds), or the unit it is in.', options: { auto: 'Detect automatically', s: 'Seconds', ms: 'Milliseconds', us: 'Microseconds', ns: 'Nanoseconds' } },
			timezone: { help: 'The time zone the answer shows local dates in, and reads a date typed without an offset in.' }
		}
	},
	'pt-BR': {
		timestamp: {
			title: 'Conversor de timestamp',
			summary: 'Tempo Unix (s, ms, µs, ns), datas ISO 8601 e RFC 2822 convertidos entre si, em UTC e em qualquer fuso horário, com a semana ISO e o dia do ano.',
			keywords: ['timestamp', 'tempo unix', 'epoch', 'conversor de epoch', 'data e hora', 'iso 8601', 'rfc 2822', 'milissegundos', 'semana iso', 'utc'],
			fields: {
				value: {
					label: 'Valor',
					description:
						'Um tempo Unix (número, ou dígitos como texto para nanossegundos exatos) ou uma data em texto: ISO 8601 (2026-11-26T17:32:27Z; sem diferença de UTC é lida em `timezone`) ou RFC 2822 (Thu, 26 Nov 2026 17:32:27 +0000); no máximo 100 caracteres. Anos de 1 a 9999',
					help: 'Um tempo Unix como 1795714347 (segundos, milissegundos, µs ou ns: o tamanho indica) ou uma data como 2026-11-26T17:32:27Z ou Thu, 26 Nov 2026 17:32:27 +0000.'
				},
				unit: { label: 'Unidade', description: 'Para tempos Unix: auto (pela grandeza: abaixo de 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, senão ns), s, ms, us ou ns; padrão auto', help: 'Para um tempo Unix: automático (o tamanho do número indica segundos, milissegundos, microssegundos ou nanossegundos) ou a unidade em que está.', options: { auto: 'Detectar automaticamente', s: 'Segundos', ms: 'Milissegundos', us: 'Microssegundos', ns: 'Nanossegundos' } },
				timezone: { label: 'Fuso horário', description: 'Fuso IANA para iso_local, rfc2822, os campos de semana e dia e para ler texto sem diferença de UTC; padrão UTC', help: 'O fuso horário em que a resposta mostra as datas locais e em que lê uma data digitada sem diferença de UTC.' }
			},
			examples: {
				'Unix seconds': 'Segundos Unix',
				'Milliseconds in São Paulo': 'Milissegundos em São Paulo',
				'ISO 8601 text in Kolkata': 'Texto ISO 8601 em Calcutá',
				'RFC 2822 (e-mail date)': 'RFC 2822 (data de e-mail)'
			}
		}
	},
	es: {
		timestamp: {
			title: 'Conversor de marcas de tiempo',
			summary: 'Tiempo Unix (s, ms, µs, ns), fechas ISO 8601 y RFC 2822 convertidos entre sí, en UTC y en cualquier zona horaria, con la semana ISO y el día del año.',
			keywords: ['timestamp', 'marca de tiempo', 'tiempo unix', 'epoch', 'conversor de epoch', 'fecha y hora', 'iso 8601', 'rfc 2822', 'milisegundos', 'semana iso'],
			fields: {
				value: {
					label: 'Valor',
					description:
						'Un tiempo Unix (número, o dígitos como texto para nanosegundos exactos) o una fecha en texto: ISO 8601 (2026-11-26T17:32:27Z; sin diferencia con UTC se lee en `timezone`) o RFC 2822 (Thu, 26 Nov 2026 17:32:27 +0000); como máximo 100 caracteres. Años de 1 a 9999',
					help: 'Un tiempo Unix como 1795714347 (segundos, milisegundos, µs o ns: el tamaño lo indica) o una fecha como 2026-11-26T17:32:27Z o Thu, 26 Nov 2026 17:32:27 +0000.'
				},
				unit: { label: 'Unidad', description: 'Para tiempos Unix: auto (por magnitud: por debajo de 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, si no ns), s, ms, us o ns; por defecto auto', help: 'Para un tiempo Unix: automático (el tamaño del número indica segundos, milisegundos, microsegundos o nanosegundos) o la unidad en que está.', options: { auto: 'Detectar automáticamente', s: 'Segundos', ms: 'Milisegundos', us: 'Microsegundos', ns: 'Nanosegundos' } },
				timezone: { label: 'Zona horaria', description: 'Zona IANA para iso_local, rfc2822, los campos de semana y día y para leer texto sin diferencia con UTC; por defecto UTC', help: 'La zona horaria en que la respuesta muestra las fechas locales y en que lee una fecha escrita sin diferencia con UTC.' }
			},
			examples: {
				'Unix seconds': 'Segundos Unix',
				'Milliseconds in São Paulo': 'Milisegundos en São Paulo',
				'ISO 8601 text in Kolkata': 'Texto ISO 8601 en Calcuta',
				'RFC 2822 (e-mail date)': 'RFC 2822 (fecha de correo)'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	timestamp: {
		en: { now: 'Now', useNow: 'Convert the current time', clock: 'Current time', formats: 'Every format', format: 'Format', value: 'Value', seconds: 'Unix time (seconds)', ms: 'Unix time (milliseconds)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Your time zone (${z})`, weekday: 'Day of the week', week: 'ISO week', yearDay: 'Day of the year', offset: 'UTC offset', relative: 'Relative', readAs: (u: string) => `Read as ${u}`, units: { s: 'seconds', ms: 'milliseconds', us: 'microseconds', ns: 'nanoseconds' } as Record<string, string>, text: 'Read as date text' },
		'pt-BR': { now: 'Agora', useNow: 'Converter a hora atual', clock: 'Hora atual', formats: 'Todos os formatos', format: 'Formato', value: 'Valor', seconds: 'Tempo Unix (segundos)', ms: 'Tempo Unix (milissegundos)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Seu fuso horário (${z})`, weekday: 'Dia da semana', week: 'Semana ISO', yearDay: 'Dia do ano', offset: 'Diferença para UTC', relative: 'Relativo', readAs: (u: string) => `Lido como ${u}`, units: { s: 'segundos', ms: 'milissegundos', us: 'microssegundos', ns: 'nanossegundos' } as Record<string, string>, text: 'Lido como data em texto' },
		es: { now: 'Ahora', useNow: 'Convertir la hora actual', clock: 'Hora actual', formats: 'Todos los formatos', format: 'Formato', value: 'Valor', seconds: 'Tiempo Unix (segundos)', ms: 'Tiempo Unix (milisegundos)', isoUtc: 'ISO 8601, UTC', isoLocal: (z: string) => `ISO 8601, ${z}`, rfc: 'RFC 2822', yours: (z: string) => `Tu zona horaria (${z})`, weekday: 'Día de la semana', week: 'Semana ISO', yearDay: 'Día del año', offset: 'Diferencia con UTC', relative: 'Relativo', readAs: (u: string) => `Leído como ${u}`, units: { s: 'segundos', ms: 'milisegundos', us: 'microsegundos', ns: 'nanosegundos' } as Record<string, string>, text: 'Leído como fecha en texto' }
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
		weekday_mismatch: ({ day }) => `o dia da semana não corresponde à data (${day})`
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
		weekday_mismatch: ({ day }) => `el día de la semana no coincide con la fecha (${day})`
	}
} satisfies ErrorWords<typeof errors>;
