import type { Messages } from '../en/index.js';

export const docs: Messages['docs'] = {
	pageTitle: 'Referência da API — Utilkit',
	onThisPage: 'Nesta página',
	onThisPageMenu: 'Nesta página (menu)',
	heading: 'Referência da API',
	version: (title: string, version: string) => `${title} · versão ${version} · OpenAPI 3.1`,
	leadBefore:
		'Toda ferramenta do app também é um endpoint JSON. A mesma entrada dá a mesma resposta no app, offline e aqui. A descrição legível por máquina de todos os endpoints está em ',
	leadAfter: ' (não precisa de chave).',
	englishNote: 'As descrições dos campos das respostas e as condições de erro de cada endpoint vêm do contrato da API, em inglês.',
	start: 'Primeiros passos',
	startText: (origin: string) =>
		`O endereço base é \`${origin}/api/v1\`. Envie JSON com \`POST\` (e \`Content-Type: application/json\`) e receba JSON de volta:`,
	exampleWhat: 'exemplo',
	authentication: 'Autenticação',
	authKeys:
		'Toda requisição leva uma chave de API no cabeçalho `X-API-Key`. As chaves começam com `ukit_`; a chave completa é mostrada uma única vez, quando é criada, e só um hash dela fica armazenado. Um operador cria uma com `npm run --silent cli -- keys create --email you@example.com --plan free`. Mantenha as chaves nos servidores e fora do controle de versão: a API não envia cabeçalhos CORS, a menos que o operador permita uma origem.',
	authSession:
		'As chamadas do próprio app web usam a sua sessão em vez de uma chave; as duas contam para a mesma conta. Uma chave ausente, malformada, desconhecida ou revogada recebe `401`; uma conta desativada, `403`.',
	limits: 'Limites e cabeçalhos',
	limitsText:
		'Cada plano tem um limite de requisições por minuto e uma cota mensal (mês do calendário, UTC). Acima do limite por minuto, a resposta é `429` com `Retry-After: 60`; acima da cota, é `402`. Toda requisição que chega a uma operação conta para a cota, inclusive as respostas de validação `422`; `401`, `402`, `403`, `429` e erros do servidor não contam. Planos incluídos:',
	plan: 'Plano',
	perMinute: 'Por minuto',
	perMonth: 'Por mês',
	noLimit: 'sem limite',
	headersIntro: 'As respostas a requisições autenticadas trazem o estado atual:',
	header: 'Cabeçalho',
	meaning: 'Significado',
	limitHeaders: {
		'X-RateLimit-Limit': 'Requisições permitidas por minuto no seu plano',
		'X-RateLimit-Remaining': 'Requisições restantes no minuto atual',
		'X-RateLimit-Reset': 'Segundos até a janela de um minuto recomeçar',
		'RateLimit-Policy': 'A política no formato do rascunho da IETF, ex.: "minute";q=60;w=60',
		RateLimit: 'O estado no formato do rascunho da IETF, ex.: "minute";r=59;t=42',
		'X-Quota-Limit': 'Requisições permitidas neste mês do calendário (UTC)',
		'X-Quota-Remaining': 'Requisições restantes neste mês'
	},
	errors: 'Erros',
	errorsText:
		'Os corpos de erro são JSON com dois membros do tipo string, a mensagem `detail` e um `code` estável, legível por máquinas: `{"detail": "…", "code": "invalid_input"}` (cada resposta abaixo indica seus códigos). Dois endpoints usam `error` no lugar de `detail`, como indicado abaixo (a validação de `/fake-data` e `/ai-chat`). Uma entrada inválida recebe `422`, com uma mensagem que aponta cada problema. Qualquer endpoint também pode responder:',
	status: 'Código',
	when: 'Quando',
	statusText: {
		200: 'Sucesso',
		401: 'Chave de API ausente, malformada, desconhecida ou revogada',
		402: 'Cota mensal excedida',
		403: 'Conta desativada',
		404: 'Caminho desconhecido em `/api/v1`',
		405: 'Caminho conhecido, método errado (o cabeçalho `Allow` indica o certo)',
		413: 'Corpo maior que 1 MiB',
		415: 'O corpo do POST não é application/json',
		429: 'Limite de requisições excedido; tente de novo em 60 segundos (Retry-After: 60)',
		503: 'O banco de dados está inacessível; pode repetir depois de Retry-After (5) segundos, não é contado'
	},
	browser: 'No console do navegador',
	browserText:
		'O app executa as mesmas operações em um Web Worker, inclusive offline. Em qualquer página do app, o console do desenvolvedor tem um pequeno gancho que responde exatamente como a API (status e corpo), sem chave e sem rede:',
	browserClock:
		'Um terceiro argumento opcional fixa o relógio (milissegundos desde a época Unix) para as operações que o leem, como TOTP. As ferramentas que precisam do servidor passam por `/api/v1` usando a sua sessão.',
	tryIt: 'Testar no app',
	requestParameters: 'Parâmetros da requisição',
	requestBody: 'Corpo da requisição',
	field: 'Campo',
	where: 'Onde',
	type: 'Tipo',
	descriptionAndRules: 'Descrição e regras',
	places: { body: 'corpo', path: 'caminho', query: 'consulta' },
	optional: 'opcional',
	required: 'obrigatório',
	none: 'Nenhum.',
	responses: 'Respostas',
	either: 'Ou',
	or: 'ou',
	example: 'Exemplo',
	curlCommand: 'comando curl',
	curlLabel: (name: string) => `${name}: comando curl`,
	withAttribution: (summary: string, attribution: string) => `${summary} Dados: ${attribution}`,
	reference: {
		arrayOf: (type: string) => `array de ${type}`,
		range: (min: number, max: number) => `de ${min} a ${max}`,
		atLeast: (min: number) => `no mínimo ${min}`,
		atMost: (max: number) => `no máximo ${max}`,
		minLength: (n: number) => `no mínimo ${n} ${n === 1 ? 'caractere' : 'caracteres'}`,
		maxLength: (n: string) => `até ${n} caracteres`,
		minItems: (n: number) => `no mínimo ${n} ${n === 1 ? 'item' : 'itens'}`,
		maxItems: (n: number) => `no máximo ${n} ${n === 1 ? 'item' : 'itens'}`,
		format: (format: string) => `formato ${format}`,
		pattern: (pattern: string) => `regex ${pattern}`,
		defaultValue: (value: string) => `valor padrão ${value}`,
		example: 'Exemplo',
		exampleN: (n: number) => `Exemplo ${n}`
	}
};
