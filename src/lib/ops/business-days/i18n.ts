import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'holiday-check': {
			country: 'Type the country’s name or its two-letter code and pick it from the list.',
			subdivision: 'Optional: a state or region code such as DE-BY or BR-SP, to count its own holidays too.',
			date: { help: 'The day, typed as you write it (12/24/2026, December 24, 2026, 2026-12-24) or picked from the calendar; 1900 to 2100.' }
		},
		'long-weekends': {
			country: 'Type the country’s name or its two-letter code and pick it from the list.',
			subdivision: 'Optional: a state or region code such as DE-BY or BR-SP, to count its own holidays too.'
		},
		'business-days': {
			country: 'Type the country’s name or its two-letter code and pick it from the list.',
			subdivision: 'Optional: a state or region code such as DE-BY or BR-SP, to count its own holidays too.',
			end: 'Fill in either the last day (to count the business days) or a number of days to add, not both.',
			add: 'Fill in either a number of business days to move (negative goes back) or the last day, not both.',
			start: { help: 'The first day, typed as you write it (12/24/2026, 2026-12-24) or picked from the calendar; 1900 to 2100.' }
		}
	},
	'pt-BR': {
		'holiday-check': {
			title: 'É feriado?',
			summary: 'Se uma data é feriado, fim de semana ou dia útil num país (e num estado), com os feriados do dia.',
			keywords: ['é feriado', 'hoje é feriado', 'feriado', 'dia útil', 'fim de semana', 'folga', 'ponto facultativo', 'calendário'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, em maiúsculas ou minúsculas: DE, br', help: 'Digite o nome do país ou o código de duas letras e escolha na lista.' },
				date: { label: 'Data', description: 'O dia, no formato AAAA-MM-DD, de 1900 a 2100', help: 'O dia, digitado como você escreve (24/12/2026, 24 de dezembro de 2026) ou escolhido no calendário; de 1900 a 2100.' },
				subdivision: { label: 'Estado ou região', description: 'Código ISO 3166-2 de um estado ou região com feriados próprios (DE-BY, US-CA, BR-SP); sem ele só contam os feriados nacionais', help: 'Opcional: o código de um estado ou região, como DE-BY ou BR-SP, para contar também os feriados dele.' }
			},
			examples: { 'Christmas in Germany': 'Natal na Alemanha', 'Corpus Christi in Bavaria': 'Corpus Christi na Baviera', 'A Friday in Saudi Arabia': 'Uma sexta-feira na Arábia Saudita' },
			attribution: 'date-holidays, de commenthol e colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fins de semana: dados de semana do Unicode CLDR 48 (Unicode License v3).'
		},
		'long-weekends': {
			title: 'Feriadões',
			summary: 'Os feriadões de um ano num país: feriados colados ao fim de semana, com o dia de ponte a tirar quando há um dia útil no meio (regras do Nager.Date).',
			keywords: ['feriadão', 'feriado prolongado', 'ponte', 'enforcar', 'fim de semana prolongado', 'férias', 'planejar folga', 'feriados'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, em maiúsculas ou minúsculas: DE, br', help: 'Digite o nome do país ou o código de duas letras e escolha na lista.' },
				year: { label: 'Ano', description: 'Inteiro, de 1900 a 2100' },
				subdivision: { label: 'Estado ou região', description: 'Código ISO 3166-2 de um estado ou região com feriados próprios (DE-BY, US-CA, BR-SP); sem ele só contam os feriados nacionais', help: 'Opcional: o código de um estado ou região, como DE-BY ou BR-SP, para contar também os feriados dele.' }
			},
			examples: { 'Germany 2026': 'Alemanha 2026', 'Brazil 2026, São Paulo': 'Brasil 2026, São Paulo', 'United States 2026': 'Estados Unidos 2026' },
			attribution: 'date-holidays, de commenthol e colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fins de semana: dados de semana do Unicode CLDR 48 (Unicode License v3).'
		},
		'business-days': {
			title: 'Dias úteis',
			summary: 'Conta os dias úteis entre duas datas, ou acha a data a um número de dias úteis, pulando o fim de semana e os feriados de um país.',
			keywords: ['dias úteis', 'contar dias úteis', 'prazo', 'dia útil', 'calcular prazo', 'networkdays', 'feriados', 'sla'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, em maiúsculas ou minúsculas: DE, br', help: 'Digite o nome do país ou o código de duas letras e escolha na lista.' },
				subdivision: { label: 'Estado ou região', description: 'Código ISO 3166-2 de um estado ou região com feriados próprios (DE-BY, US-CA, BR-SP); sem ele só contam os feriados nacionais', help: 'Opcional: o código de um estado ou região, como DE-BY ou BR-SP, para contar também os feriados dele.' },
				start: { label: 'Início', description: 'Primeiro dia, no formato AAAA-MM-DD, de 1900 a 2100', help: 'O primeiro dia, digitado como você escreve (24/12/2026) ou escolhido no calendário; de 1900 a 2100.' },
				end: { label: 'Fim', description: 'Último dia (também contado), AAAA-MM-DD, de 1900 a 2100; informe `end` ou `add`', help: 'Preencha o último dia (para contar os dias úteis) ou um número de dias a somar, não os dois.' },
				add: { label: 'Somar dias úteis', description: 'Dias úteis a andar a partir de `start` (negativo: para trás), de -10.000 a 10.000; informe `end` ou `add`', help: 'Preencha um número de dias úteis a andar (negativo volta) ou o último dia, não os dois.' }
			},
			examples: {
				'Working days in December 2026, Germany': 'Dias úteis em dezembro de 2026, Alemanha',
				'10 business days from Christmas Eve, Brazil': '10 dias úteis a partir da véspera de Natal, Brasil',
				'5 business days back, Saudi Arabia': '5 dias úteis para trás, Arábia Saudita'
			},
			attribution: 'date-holidays, de commenthol e colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fins de semana: dados de semana do Unicode CLDR 48 (Unicode License v3).'
		}
	},
	es: {
		'holiday-check': {
			title: '¿Es festivo?',
			summary: 'Si una fecha es festivo, fin de semana o día hábil en un país (y una región), con los festivos de ese día.',
			keywords: ['es festivo', 'hoy es festivo', 'festivo', 'feriado', 'día hábil', 'día laborable', 'fin de semana', 'calendario laboral'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, en mayúsculas o minúsculas: DE, br', help: 'Escribe el nombre del país o su código de dos letras y elígelo de la lista.' },
				date: { label: 'Fecha', description: 'El día, con el formato AAAA-MM-DD, de 1900 a 2100', help: 'El día, escrito como lo escribes (24/12/2026, 24 de diciembre de 2026) o elegido en el calendario; de 1900 a 2100.' },
				subdivision: { label: 'Estado o región', description: 'Código ISO 3166-2 de un estado o región con festivos propios (DE-BY, US-CA, BR-SP); sin él solo cuentan los festivos nacionales', help: 'Opcional: el código de un estado o región, como DE-BY o BR-SP, para contar también sus festivos.' }
			},
			examples: { 'Christmas in Germany': 'Navidad en Alemania', 'Corpus Christi in Bavaria': 'Corpus Christi en Baviera', 'A Friday in Saudi Arabia': 'Un viernes en Arabia Saudí' },
			attribution: 'date-holidays, de commenthol y colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fines de semana: datos de semana de Unicode CLDR 48 (Unicode License v3).'
		},
		'long-weekends': {
			title: 'Puentes y fines de semana largos',
			summary: 'Los fines de semana largos de un año en un país: festivos pegados al fin de semana, con el día puente a tomar cuando queda un día hábil en medio (reglas de Nager.Date).',
			keywords: ['puente', 'fin de semana largo', 'acueducto', 'día puente', 'vacaciones', 'planificar vacaciones', 'festivos', 'feriado largo'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, en mayúsculas o minúsculas: DE, br', help: 'Escribe el nombre del país o su código de dos letras y elígelo de la lista.' },
				year: { label: 'Año', description: 'Entero, de 1900 a 2100' },
				subdivision: { label: 'Estado o región', description: 'Código ISO 3166-2 de un estado o región con festivos propios (DE-BY, US-CA, BR-SP); sin él solo cuentan los festivos nacionales', help: 'Opcional: el código de un estado o región, como DE-BY o BR-SP, para contar también sus festivos.' }
			},
			examples: { 'Germany 2026': 'Alemania 2026', 'Brazil 2026, São Paulo': 'Brasil 2026, São Paulo', 'United States 2026': 'Estados Unidos 2026' },
			attribution: 'date-holidays, de commenthol y colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fines de semana: datos de semana de Unicode CLDR 48 (Unicode License v3).'
		},
		'business-days': {
			title: 'Días hábiles',
			summary: 'Cuenta los días hábiles entre dos fechas, o halla la fecha a un número de días hábiles, saltando el fin de semana y los festivos de un país.',
			keywords: ['días hábiles', 'días laborables', 'contar días hábiles', 'plazo', 'calcular plazo', 'networkdays', 'festivos', 'sla'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, en mayúsculas o minúsculas: DE, br', help: 'Escribe el nombre del país o su código de dos letras y elígelo de la lista.' },
				subdivision: { label: 'Estado o región', description: 'Código ISO 3166-2 de un estado o región con festivos propios (DE-BY, US-CA, BR-SP); sin él solo cuentan los festivos nacionales', help: 'Opcional: el código de un estado o región, como DE-BY o BR-SP, para contar también sus festivos.' },
				start: { label: 'Inicio', description: 'Primer día, con el formato AAAA-MM-DD, de 1900 a 2100', help: 'El primer día, escrito como lo escribes (24/12/2026) o elegido en el calendario; de 1900 a 2100.' },
				end: { label: 'Fin', description: 'Último día (también contado), AAAA-MM-DD, de 1900 a 2100; indica `end` o `add`', help: 'Rellena el último día (para contar los días hábiles) o un número de días a sumar, no ambos.' },
				add: { label: 'Sumar días hábiles', description: 'Días hábiles a avanzar desde `start` (negativo: hacia atrás), de -10.000 a 10.000; indica `end` o `add`', help: 'Rellena un número de días hábiles a avanzar (negativo retrocede) o el último día, no ambos.' }
			},
			examples: {
				'Working days in December 2026, Germany': 'Días hábiles en diciembre de 2026, Alemania',
				'10 business days from Christmas Eve, Brazil': '10 días hábiles desde Nochebuena, Brasil',
				'5 business days back, Saudi Arabia': '5 días hábiles hacia atrás, Arabia Saudí'
			},
			attribution: 'date-holidays, de commenthol y colaboradores (CC BY 3.0, github.com/commenthol/date-holidays). Fines de semana: datos de semana de Unicode CLDR 48 (Unicode License v3).'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	businessDays: {
		en: { count: (n: number) => `${n.toLocaleString('en')} business day${Math.abs(n) === 1 ? '' : 's'}`, from: 'from', to: 'to', lands: 'lands on', business: 'Business day', weekend: 'Weekend', holiday: 'Public holiday', other: 'Other holiday (a business day)', answer: 'The answer', skipped: (n: number) => `… ${n} month${n === 1 ? '' : 's'} not shown …`, holidays: 'Holidays in the span' },
		'pt-BR': { count: (n: number) => `${n.toLocaleString('pt-BR')} dia${Math.abs(n) === 1 ? '' : 's'} út${Math.abs(n) === 1 ? 'il' : 'eis'}`, from: 'de', to: 'a', lands: 'cai em', business: 'Dia útil', weekend: 'Fim de semana', holiday: 'Feriado', other: 'Outra data (é dia útil)', answer: 'A resposta', skipped: (n: number) => `… ${n} ${n === 1 ? 'mês' : 'meses'} não mostrado${n === 1 ? '' : 's'} …`, holidays: 'Feriados no período' },
		es: { count: (n: number) => `${n.toLocaleString('es')} día${Math.abs(n) === 1 ? '' : 's'} hábil${Math.abs(n) === 1 ? '' : 'es'}`, from: 'del', to: 'al', lands: 'cae el', business: 'Día hábil', weekend: 'Fin de semana', holiday: 'Festivo', other: 'Otra fecha (es día hábil)', answer: 'La respuesta', skipped: (n: number) => `… ${n} mes${n === 1 ? '' : 'es'} sin mostrar …`, holidays: 'Festivos en el periodo' }
	},
	holidayCheck: {
		en: { holiday: 'Public holiday', weekend: 'Weekend', business: 'Business day', notBusiness: 'Not a business day', weekendIs: 'Weekend here:', nationwide: 'Nationwide', none: 'No holiday on this day.', types: { Bank: 'Bank', School: 'School', Authorities: 'Authorities', Optional: 'Optional', Observance: 'Observance' } as Record<string, string> },
		'pt-BR': { holiday: 'Feriado', weekend: 'Fim de semana', business: 'Dia útil', notBusiness: 'Não é dia útil', weekendIs: 'Fim de semana aqui:', nationwide: 'Nacional', none: 'Nenhum feriado neste dia.', types: { Bank: 'Bancário', School: 'Escolar', Authorities: 'Repartições', Optional: 'Facultativo', Observance: 'Comemorativo' } as Record<string, string> },
		es: { holiday: 'Festivo', weekend: 'Fin de semana', business: 'Día hábil', notBusiness: 'No es día hábil', weekendIs: 'Fin de semana aquí:', nationwide: 'Nacional', none: 'Ningún festivo este día.', types: { Bank: 'Bancario', School: 'Escolar', Authorities: 'Administración', Optional: 'Opcional', Observance: 'Conmemorativo' } as Record<string, string> }
	},
	longWeekends: {
		en: { heading: (n: number, place: string, year: number) => `${n} long weekend${n === 1 ? '' : 's'} in ${place}, ${year}`, days: (n: number) => `${n} days off`, bridge: (n: number) => `take ${n} day${n === 1 ? '' : 's'} off`, noBridge: 'no day off needed', holiday: 'Holiday', weekend: 'Weekend', bridgeDay: 'Bridge day', none: 'No long weekends this year.' },
		'pt-BR': { heading: (n: number, place: string, year: number) => `${n} feriad${n === 1 ? 'ão' : 'ões'} em ${place}, ${year}`, days: (n: number) => `${n} dias de folga`, bridge: (n: number) => `enforcar ${n} dia${n === 1 ? '' : 's'}`, noBridge: 'sem precisar de ponte', holiday: 'Feriado', weekend: 'Fim de semana', bridgeDay: 'Ponte', none: 'Nenhum feriadão neste ano.' },
		es: { heading: (n: number, place: string, year: number) => `${n} fin${n === 1 ? '' : 'es'} de semana largo${n === 1 ? '' : 's'} en ${place}, ${year}`, days: (n: number) => `${n} días libres`, bridge: (n: number) => `tomar ${n} día${n === 1 ? '' : 's'} puente`, noBridge: 'sin día puente', holiday: 'Festivo', weekend: 'Fin de semana', bridgeDay: 'Puente', none: 'Ningún fin de semana largo este año.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		alpha2: 'deve ser um código ISO 3166-1 alfa-2 (2 letras)',
		iso3166_2: 'deve ser um código ISO 3166-2 como DE-BY',
		end_or_add: 'informe exatamente um: end (para contar) ou add (para deslocar)',
		span: ({ years, days }) => `o intervalo a partir de start passa de ${years} anos (${days.toLocaleString('pt-BR')} dias)`,
		not_covered: ({ code, count }) => `"${code}" não é um país coberto (${count} são cobertos)`,
		no_subdivisions: ({ code, country }) => `"${code}" não é uma subdivisão de ${country} com feriados próprios (${country} não tem subdivisões com feriados próprios)`,
		not_subdivision: ({ code, country, count, list }) => `"${code}" não é uma subdivisão de ${country} com feriados próprios (${country} tem ${count}: ${list})`,
		not_a_date: 'deve ser uma data no formato AAAA-MM-DD',
		year_range: ({ date, min, max }) => `${date} está fora dos anos ${min}–${max}`,
		add_out_of_range: ({ n, start, min, max }) => `${n} dias úteis a partir de ${start} caem fora dos anos ${min}–${max}`
	},
	es: {
		alpha2: 'debe ser un código ISO 3166-1 alfa-2 (2 letras)',
		iso3166_2: 'debe ser un código ISO 3166-2 como DE-BY',
		end_or_add: 'indica exactamente uno: end (para contar) o add (para desplazar)',
		span: ({ years, days }) => `el intervalo desde start supera los ${years} años (${days.toLocaleString('es')} días)`,
		not_covered: ({ code, count }) => `"${code}" no es un país cubierto (hay ${count} cubiertos)`,
		no_subdivisions: ({ code, country }) => `"${code}" no es una subdivisión de ${country} con festivos propios (${country} no tiene subdivisiones con festivos propios)`,
		not_subdivision: ({ code, country, count, list }) => `"${code}" no es una subdivisión de ${country} con festivos propios (${country} tiene ${count}: ${list})`,
		not_a_date: 'debe ser una fecha en formato AAAA-MM-DD',
		year_range: ({ date, min, max }) => `${date} está fuera de los años ${min}–${max}`,
		add_out_of_range: ({ n, start, min, max }) => `${n} días hábiles desde ${start} caen fuera de los años ${min}–${max}`
	}
} satisfies ErrorWords<typeof errors>;
