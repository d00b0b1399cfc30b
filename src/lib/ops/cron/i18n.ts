import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		cron: {
			expression: 'Minute, hour, day of the month, month, day of the week (0 or 7 is Sunday), e.g. */15 9-17 * * 1-5; six fields when the first is seconds; or @daily, @weekly…',
			from: { help: 'The runs listed come after this moment: a date, or a date and time such as 2026-11-26 09:00, read in the time zone above; empty means now.' },
			locale: { help: 'The language of the sentence that says what the expression means.', unset: 'English (the default)' }
		}
	},
	'pt-BR': {
		cron: {
			title: 'Expressão cron',
			summary: 'As próximas execuções de uma expressão cron em qualquer fuso horário e o que ela significa numa frase (inglês, português ou espanhol).',
			keywords: ['cron', 'crontab', 'expressão cron', 'agendamento', 'próxima execução', 'agendar tarefa', 'cronjob', 'tarefa agendada'],
			fields: {
				expression: {
					label: 'Expressão',
					description:
						'5 campos (minuto hora dia-do-mês mês dia-da-semana), ou 6 com os segundos primeiro, ou uma macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly); nomes (MON, JAN), intervalos, listas, passos e L, W, # como o croner os lê; no máximo 200 caracteres',
					help: 'Minuto, hora, dia do mês, mês, dia da semana (0 ou 7 é domingo), por exemplo */15 9-17 * * 1-5; seis campos quando o primeiro são os segundos; ou @daily, @weekly…'
				},
				timezone: { label: 'Fuso horário', description: 'Fuso IANA em que a expressão roda; padrão UTC' },
				count: { label: 'Quantidade', description: 'Quantas próximas execuções, de 1 a 100; padrão 5' },
				from: { label: 'A partir de', description: 'Instante ISO 8601 depois do qual vêm as execuções (exclusivo); sem diferença de UTC é lido em `timezone`; padrão agora', help: 'As execuções listadas vêm depois deste momento: uma data, ou data e hora como 26/11/2026 09:00, lida no fuso horário acima; vazio é agora.' },
				locale: { label: 'Idioma', description: 'Idioma da descrição: en, pt-BR ou es; padrão en', help: 'O idioma da frase que diz o que a expressão significa.', unset: 'Inglês (o padrão)' }
			},
			examples: {
				'Every 15 minutes in working hours': 'A cada 15 minutos no horário comercial',
				'Friday or the 13th (Vixie OR rule)': 'Sexta-feira ou dia 13 (regra OU do Vixie)',
				'Daily at 9:00 in São Paulo, in Portuguese': 'Todo dia às 9:00 em São Paulo, em português',
				'Every 10 seconds (6 fields)': 'A cada 10 segundos (6 campos)'
			}
		}
	},
	es: {
		cron: {
			title: 'Expresión cron',
			summary: 'Las próximas ejecuciones de una expresión cron en cualquier zona horaria y lo que significa en una frase (inglés, portugués o español).',
			keywords: ['cron', 'crontab', 'expresión cron', 'programación', 'próxima ejecución', 'programar tarea', 'cronjob', 'tarea programada'],
			fields: {
				expression: {
					label: 'Expresión',
					description:
						'5 campos (minuto hora día-del-mes mes día-de-la-semana), o 6 con los segundos primero, o una macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly); nombres (MON, JAN), rangos, listas, pasos y L, W, # como los lee croner; como máximo 200 caracteres',
					help: 'Minuto, hora, día del mes, mes, día de la semana (0 o 7 es domingo), por ejemplo */15 9-17 * * 1-5; seis campos cuando el primero son los segundos; o @daily, @weekly…'
				},
				timezone: { label: 'Zona horaria', description: 'Zona IANA en la que corre la expresión; por defecto UTC' },
				count: { label: 'Cantidad', description: 'Cuántas próximas ejecuciones, de 1 a 100; por defecto 5' },
				from: { label: 'Desde', description: 'Instante ISO 8601 tras el cual vienen las ejecuciones (exclusivo); sin diferencia con UTC se lee en `timezone`; por defecto ahora', help: 'Las ejecuciones listadas vienen después de este momento: una fecha, o fecha y hora como 26/11/2026 09:00, leída en la zona horaria de arriba; vacío es ahora.' },
				locale: { label: 'Idioma', description: 'Idioma de la descripción: en, pt-BR o es; por defecto en', help: 'El idioma de la frase que dice lo que significa la expresión.', unset: 'Inglés (por defecto)' }
			},
			examples: {
				'Every 15 minutes in working hours': 'Cada 15 minutos en horario laboral',
				'Friday or the 13th (Vixie OR rule)': 'Viernes o día 13 (regla O de Vixie)',
				'Daily at 9:00 in São Paulo, in Portuguese': 'Cada día a las 9:00 en São Paulo, en portugués',
				'Every 10 seconds (6 fields)': 'Cada 10 segundos (6 campos)'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	cron: {
		en: { next: (n: number) => `Next ${n} run${n === 1 ? '' : 's'}`, none: 'This expression never runs again (before the year 3000).', zone: (z: string) => `In ${z}`, yours: (z: string) => `Your time (${z})`, copyAll: 'Copy all', run: 'Run' },
		'pt-BR': { next: (n: number) => `Próxima${n === 1 ? '' : 's'} ${n} execuç${n === 1 ? 'ão' : 'ões'}`, none: 'Esta expressão não roda mais (antes do ano 3000).', zone: (z: string) => `Em ${z}`, yours: (z: string) => `Seu horário (${z})`, copyAll: 'Copiar todas', run: 'Execução' },
		es: { next: (n: number) => `Próxima${n === 1 ? '' : 's'} ${n} ejecuci${n === 1 ? 'ón' : 'ones'}`, none: 'Esta expresión ya no se ejecuta (antes del año 3000).', zone: (z: string) => `En ${z}`, yours: (z: string) => `Tu hora (${z})`, copyAll: 'Copiar todas', run: 'Ejecución' }
	}
} satisfies ModuleViewWords;

/** croner's fields, in the order of its patterns (seconds first), by the names its messages use. */
const FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'dayOfWeek', 'year'];
const PARTS: Record<'pt-BR' | 'es', Record<string, string>> = {
	'pt-BR': { second: 'segundo', minute: 'minuto', hour: 'hora', day: 'dia do mês', nearestWeekdays: 'dia do mês (W)', month: 'mês', dayOfWeek: 'dia da semana', year: 'ano' },
	es: { second: 'segundo', minute: 'minuto', hour: 'hora', day: 'día del mes', nearestWeekdays: 'día del mes (W)', month: 'mes', dayOfWeek: 'día de la semana', year: 'año' }
};

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		unknown_macro: ({ macro, known }) => `macro desconhecida "${macro}" (conhecidas: ${known})`,
		not_iso: 'não é uma data e hora ISO 8601',
		croner_value: ({ part, value }) => `valor inválido para ${PARTS['pt-BR'][part] ?? part}: ${value}`,
		croner_characters: ({ index, entry }) => `o campo ${PARTS['pt-BR'][FIELDS[Number(index)]] ?? index} (${entry}) tem caracteres não permitidos`,
		croner_parts: 'a expressão precisa de 5 campos separados por espaços (ou 6, com os segundos primeiro)',
		croner_empty: ({ part }) => `o campo ${PARTS['pt-BR'][part] ?? part} está vazio (há espaços sobrando?)`,
		croner_not_number: ({ part, entry }) => `${PARTS['pt-BR'][part] ?? part}: '${entry}' não é um número`,
		croner_range_order: ({ entry }) => `o início do intervalo é maior que o fim: '${entry}'`,
		croner_step_zero: 'um passo (/) não pode ser 0',
		croner_step_too_large: ({ max }) => `o passo não pode passar do valor máximo do campo (${max})`,
		library: ({ text }) => `a expressão não pode ser lida (${text})`
	},
	es: {
		unknown_macro: ({ macro, known }) => `macro desconocida "${macro}" (conocidas: ${known})`,
		not_iso: 'no es una fecha y hora ISO 8601',
		croner_value: ({ part, value }) => `valor no válido para ${PARTS.es[part] ?? part}: ${value}`,
		croner_characters: ({ index, entry }) => `el campo ${PARTS.es[FIELDS[Number(index)]] ?? index} (${entry}) tiene caracteres no permitidos`,
		croner_parts: 'la expresión necesita 5 campos separados por espacios (o 6, con los segundos primero)',
		croner_empty: ({ part }) => `el campo ${PARTS.es[part] ?? part} está vacío (¿sobran espacios?)`,
		croner_not_number: ({ part, entry }) => `${PARTS.es[part] ?? part}: '${entry}' no es un número`,
		croner_range_order: ({ entry }) => `el inicio del rango es mayor que el final: '${entry}'`,
		croner_step_zero: 'un paso (/) no puede ser 0',
		croner_step_too_large: ({ max }) => `el paso no puede superar el valor máximo del campo (${max})`,
		library: ({ text }) => `la expresión no se puede leer (${text})`
	}
} satisfies ErrorWords<typeof errors>;
