import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'fake-data': {
			type: {
				options: { person: 'Person', company: 'Company', address: 'Address', internet: 'Internet (user name, e-mail, URL, IP)', finance: 'Finance', phone: 'Phone number', date: 'Dates' }
			},
			seed: 'Any whole number gives the same records again (handy for tests); leave it empty for new ones.'
		}
	},
	'pt-BR': {
		'fake-data': {
			title: 'Gerador de dados falsos',
			summary: 'Registros de teste realistas (pessoas, empresas, endereços, contas, ...) em inglês, português do Brasil ou espanhol.',
			keywords: ['dados falsos', 'dados fictícios', 'dados de teste', 'gerador', 'aleatório', 'pessoa', 'endereço', 'empresa', 'mock'],
			fields: {
				type: {
					label: 'Tipo',
					description: 'Tipo de registro',
					options: { person: 'Pessoa', company: 'Empresa', address: 'Endereço', internet: 'Internet (usuário, e-mail, URL, IP)', finance: 'Finanças', phone: 'Telefone', date: 'Datas' }
				},
				count: { label: 'Quantidade', description: 'Número de registros; valores acima de 50 são limitados a 50' },
				locale: { label: 'Idioma e região', description: 'Idioma e país dos dados' },
				seed: {
					label: 'Semente',
					description: 'Mesma semente, tipo, quantidade e idioma e região → mesmos registros (as datas passam a ser relativas a 2025-01-01T00:00:00Z)',
					help: 'Qualquer número inteiro gera de novo os mesmos registros (útil em testes); deixe vazio para registros novos.'
				}
			},
			examples: {
				'One person': 'Uma pessoa',
				'Five Brazilian addresses': 'Cinco endereços brasileiros',
				'Reproducible Spanish bank data': 'Dados bancários espanhóis reproduzíveis'
			},
			attribution: 'gerado com Faker (fakerjs.dev, MIT); as URLs de avatar apontam para retratos de pessoas fictícias gerados por IA do faker-js.'
		}
	},
	es: {
		'fake-data': {
			title: 'Generador de datos falsos',
			summary: 'Registros de prueba realistas (personas, empresas, direcciones, cuentas, ...) en inglés, portugués de Brasil o español.',
			keywords: ['datos falsos', 'datos ficticios', 'datos de prueba', 'generador', 'aleatorio', 'persona', 'dirección', 'empresa', 'mock'],
			fields: {
				type: {
					label: 'Tipo',
					description: 'Tipo de registro',
					options: { person: 'Persona', company: 'Empresa', address: 'Dirección', internet: 'Internet (usuario, correo, URL, IP)', finance: 'Finanzas', phone: 'Teléfono', date: 'Fechas' }
				},
				count: { label: 'Cantidad', description: 'Número de registros; los valores superiores a 50 se limitan a 50' },
				locale: { label: 'Idioma y región', description: 'Idioma y país de los datos' },
				seed: {
					label: 'Semilla',
					description: 'Misma semilla, tipo, cantidad e idioma y región → mismos registros (las fechas pasan a ser relativas a 2025-01-01T00:00:00Z)',
					help: 'Cualquier número entero vuelve a generar los mismos registros (útil en pruebas); déjalo vacío para registros nuevos.'
				}
			},
			examples: {
				'One person': 'Una persona',
				'Five Brazilian addresses': 'Cinco direcciones brasileñas',
				'Reproducible Spanish bank data': 'Datos bancarios españoles reproducibles'
			},
			attribution: 'generado con Faker (fakerjs.dev, MIT); las URL de avatar apuntan a retratos de personas ficticias generados por IA de faker-js.'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	fakeData: {
		en: { heading: (n: number, type: string) => `${n} ${type} record${n === 1 ? '' : 's'}`, csv: 'CSV', json: 'JSON', sql: 'SQL INSERT', table: 'Generated records' },
		'pt-BR': { heading: (n: number, type: string) => `${n} registro${n === 1 ? '' : 's'} de ${type}`, csv: 'CSV', json: 'JSON', sql: 'SQL INSERT', table: 'Registros gerados' },
		es: { heading: (n: number, type: string) => `${n} registro${n === 1 ? '' : 's'} de ${type}`, csv: 'CSV', json: 'JSON', sql: 'SQL INSERT', table: 'Registros generados' }
	}
} satisfies ModuleViewWords;
