import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		'cpf-cnpj-generator': {
			seed: 'Any whole number gives the same numbers every time (handy for tests); leave it empty for new ones.'
		}
	},
	'pt-BR': {
		'cpf-cnpj-generator': {
			title: 'Gerador de CPF / CNPJ',
			summary: 'Números de CPF e CNPJ sintéticos que passam no algoritmo oficial de dígitos verificadores, para dados de teste.',
			keywords: ['cpf', 'cnpj', 'gerador', 'gerar cpf', 'gerar cnpj', 'dígito verificador', 'dados de teste', 'receita federal', 'documento'],
			fields: {
				type: { label: 'Tipo', description: 'cpf (padrão) ou cnpj' },
				count: { label: 'Quantidade', description: 'Quantos números distintos, de 1 a 100 (padrão 1)' },
				formatted: { label: 'Formatado', description: 'Incluir a forma com máscara (padrão true)' },
				seed: {
					label: 'Semente',
					description: 'Inteiro de 0 a 4294967295 para resultados reproduzíveis (adição do Utilkit); omita para números imprevisíveis',
					help: 'Qualquer número inteiro gera sempre os mesmos números (útil em testes); deixe vazio para números novos.'
				}
			},
			examples: { 'One CPF': 'Um CPF', 'Five CNPJs, digits only': 'Cinco CNPJs, só dígitos', 'Reproducible (seeded)': 'Reproduzível (com semente)' }
		}
	},
	es: {
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
					description: 'Entero de 0 a 4294967295 para obtener resultados reproducibles (añadido de Utilkit); omítelo para números impredecibles',
					help: 'Cualquier número entero genera siempre los mismos números (útil en pruebas); déjalo vacío para números nuevos.'
				}
			},
			examples: { 'One CPF': 'Un CPF', 'Five CNPJs, digits only': 'Cinco CNPJ, solo dígitos', 'Reproducible (seeded)': 'Reproducible (con semilla)' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	cpfCnpjGenerator: {
		en: {
			heading: (n: number, type: string) => `${n} synthetic ${type.toUpperCase()}${n === 1 ? '' : 's'}`,
			all: 'Copy all',
			note: 'Valid check digits, not issued to anyone: for test data only.'
		},
		'pt-BR': {
			heading: (n: number, type: string) => `${n} ${type.toUpperCase()}${n === 1 ? ' sintético' : 's sintéticos'}`,
			all: 'Copiar todos',
			note: 'Dígitos verificadores válidos, não emitidos para ninguém: só para dados de teste.'
		},
		es: {
			heading: (n: number, type: string) => `${n} ${type.toUpperCase()} ${n === 1 ? 'sintético' : 'sintéticos'}`,
			all: 'Copiar todos',
			note: 'Dígitos de control válidos, no emitidos a nadie: solo para datos de prueba.'
		}
	}
} satisfies ModuleViewWords;
