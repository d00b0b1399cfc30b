import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'data-convert': {
			input: { help: 'Paste the data (up to 512 KiB): JSON, YAML, TOML, CSV or XML. Its format is detected unless you choose it under From.' },
			from: { help: 'auto (the default) detects the format and the result says which. Choose one when detection guesses wrong, or for CSV of a single column.' }
		}
	},
	'pt-BR': {
		'data-convert': {
			title: 'Conversor de formatos de dados',
			summary: 'Converte dados entre JSON, YAML, TOML, CSV e XML, detectando o formato recebido, e diz a linha onde a entrada não é válida.',
			keywords: ['converter', 'conversor', 'json para yaml', 'yaml para json', 'csv para json', 'json para csv', 'xml para json', 'planilha', 'detectar formato'],
			fields: {
				input: { label: 'Entrada', description: 'Os dados como texto, no formato `from` ou em um que ele detecta; no máximo 524.288 caracteres e 512 níveis de aninhamento', help: 'Cole os dados (até 512 KiB): JSON, YAML, TOML, CSV ou XML. O formato é detectado, a menos que você o escolha em De.' },
				from: { label: 'De', description: 'Formato da entrada: auto (padrão: detectado, tentando json, xml, toml, yaml e csv nessa ordem; a resposta diz qual), json, yaml (1.2, esquema core), toml (1.0), csv (RFC 4180, com linha de cabeçalho), xml', help: 'auto (o padrão) detecta o formato, e o resultado diz qual. Escolha um quando a detecção errar, ou para CSV de uma só coluna.' },
				to: { label: 'Para', description: 'Formato da resposta' },
				indent: { label: 'Indentação', description: 'Espaços por nível para json, yaml e xml, de 0 a 8 (0: JSON e XML minificados, YAML em estilo flow); padrão 2. TOML e CSV têm o próprio layout' }
			},
			examples: { 'YAML to JSON': 'YAML para JSON', 'CSV to JSON': 'CSV para JSON', 'JSON to TOML': 'JSON para TOML', 'XML to YAML': 'XML para YAML' }
		}
	},
	es: {
		'data-convert': {
			title: 'Conversor de formatos de datos',
			summary: 'Convierte datos entre JSON, YAML, TOML, CSV y XML, detectando el formato recibido, e indica la línea donde la entrada no es válida.',
			keywords: ['convertir', 'conversor', 'json a yaml', 'yaml a json', 'csv a json', 'json a csv', 'xml a json', 'hoja de cálculo', 'detectar formato'],
			fields: {
				input: { label: 'Entrada', description: 'Los datos como texto, en el formato `from` o en uno que detecta; como máximo 524.288 caracteres y 512 niveles de anidamiento', help: 'Pega los datos (hasta 512 KiB): JSON, YAML, TOML, CSV o XML. El formato se detecta, salvo que lo elijas en De.' },
				from: { label: 'De', description: 'Formato de la entrada: auto (por defecto: detectado, probando json, xml, toml, yaml y csv en ese orden; la respuesta dice cuál), json, yaml (1.2, esquema core), toml (1.0), csv (RFC 4180, con fila de cabecera), xml', help: 'auto (por defecto) detecta el formato, y el resultado dice cuál. Elige uno cuando la detección se equivoque, o para CSV de una sola columna.' },
				to: { label: 'A', description: 'Formato de la respuesta' },
				indent: { label: 'Sangría', description: 'Espacios por nivel para json, yaml y xml, de 0 a 8 (0: JSON y XML minificados, YAML en estilo flow); por defecto 2. TOML y CSV tienen su propio formato' }
			},
			examples: { 'YAML to JSON': 'YAML a JSON', 'CSV to JSON': 'CSV a JSON', 'JSON to TOML': 'JSON a TOML', 'XML to YAML': 'XML a YAML' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	dataConvert: {
		en: {
			converted: (format: string) => `Converted to ${format}`,
			detected: (format: string) => `Detected as ${format}`,
			given: (format: string) => `Read as ${format}`,
			back: 'Convert back',
			swap: (from: string) => `Convert the result back to ${from}`,
			download: 'Download',
			size: (lines: number, chars: string) => `${lines} line${lines === 1 ? '' : 's'} · ${chars} characters`,
			empty: '(empty)'
		},
		'pt-BR': {
			converted: (format: string) => `Convertido para ${format}`,
			detected: (format: string) => `Detectado como ${format}`,
			given: (format: string) => `Lido como ${format}`,
			back: 'Converter de volta',
			swap: (from: string) => `Converter o resultado de volta para ${from}`,
			download: 'Baixar',
			size: (lines: number, chars: string) => `${lines} linha${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			empty: '(vazio)'
		},
		es: {
			converted: (format: string) => `Convertido a ${format}`,
			detected: (format: string) => `Detectado como ${format}`,
			given: (format: string) => `Leído como ${format}`,
			back: 'Convertir de vuelta',
			swap: (from: string) => `Convertir el resultado de vuelta a ${from}`,
			download: 'Descargar',
			size: (lines: number, chars: string) => `${lines} línea${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			empty: '(vacío)'
		}
	}
} satisfies ModuleViewWords;
