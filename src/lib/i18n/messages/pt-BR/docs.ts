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
	englishNote: 'As descrições dos campos das respostas, as condições de erro de cada endpoint e os nomes e fontes dos casos de referência vêm do contrato da API e dos testes, em inglês.',
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
		'X-RateLimit-Remaining': 'Requisições que você ainda pode fazer agora, depois desta',
		'X-RateLimit-Reset': 'Segundos até o limite por minuto estar inteiro de novo',
		'RateLimit-Policy': 'A política no formato do rascunho da IETF, ex.: "minute";q=60;w=60',
		RateLimit: 'O estado no formato do rascunho da IETF, ex.: "minute";r=59;t=1',
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
	search: 'Buscar operações',
	searchPlaceholder: 'Título, caminho ou palavra-chave',
	searchCount: (shown: number, total: number) => (shown === total ? `${total} operações` : `${shown} de ${total} operações`),
	noMatches: 'Nenhuma operação corresponde. Tente outra palavra ou um caminho como /hash.',
	sectionLink: (title: string) => `Link para “${title}”`,
	commonErrors: 'E as respostas que qualquer endpoint pode dar',
	errorBody: 'Corpo',
	requestExample: 'Exemplo de requisição',
	responseExample: 'Exemplo de resposta',
	exampleChoice: 'Exemplo',
	responseComputed: (name: string) => `A resposta ao exemplo “${name}”, calculada quando esta página foi gerada, para 15 de janeiro de 2026 12:00 UTC: valores que dependem do relógio mudam a cada chamada.`,
	responseFromCase: (name: string) =>
		`Uma amostra documentada: o caso de referência “${name}”, que não precisa de serviço externo (fonte: abaixo). Ele responde a esta requisição:`,
	responseRecorded: (name: string) =>
		`A resposta ao exemplo “${name}” como foi registrada: um gerador dá valores novos a cada chamada; uma resposta que vem de um serviço externo foi registrada do substituto usado nos testes, então os valores reais diferem.`,
	responseSource: (source: string) => `Fonte: ${source}`,
	codeSamples: 'Exemplos de código',
	rawSamples: 'Um arquivo como corpo (bruto)',
	rawNote: 'Os próprios bytes como application/octet-stream, em fluxo (até 256 MiB por padrão), com os parâmetros na query string; file.bin é o seu arquivo.',
	codeTabs: 'Linguagem do exemplo de código',
	tryPanel: 'Experimente',
	tryIntro:
		'Envia a requisição desta página para este servidor. Usa a chave de API abaixo ou, sem ela, a sua sessão conectada. Cada chamada conta na sua cota.',
	tryKey: 'Chave de API',
	tryKeyHelp: 'Guardada só nesta aba (session storage), nunca gravada em disco nem enviada a outro lugar.',
	tryForget: 'Esquecer a chave',
	tryBody: 'Corpo da requisição (JSON)',
	tryParams: 'Parâmetros (JSON: campos do caminho e da consulta)',
	tryReset: 'Voltar ao exemplo',
	trySend: 'Enviar requisição',
	trySending: 'Enviando…',
	tryStatus: 'Código de status',
	tryHeaders: 'Cabeçalhos de limite',
	tryNoHeaders: 'Sem cabeçalhos de limite (sem login ou plano sem limites).',
	tryResponse: 'Corpo da resposta',
	tryBadJson: (message: string) => `O JSON não é válido: ${message}`,
	tryFailed: (message: string) => `Não foi possível enviar a requisição: ${message}`,
	tryIt: 'Testar no app',
	notesLink: 'Limites e notas (em inglês)',
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
	endpoints: {
		groups: { 'Recipes and batches': 'Receitas e lotes', Server: 'Servidor' },
		batch: {
			title: 'Várias chamadas de uma vez',
			summary: (max: number) =>
				`Até ${max} chamadas independentes numa requisição, respondidas em ordem. Cada item é uma chamada própria: com o seu status e corpo, e a sua requisição contada no limite por minuto e na cota mensal (um item além de um limite responde 429 ou 402 no seu lugar; uma operação desconhecida, 404, sem contar). Os cabeçalhos de limite da resposta são os do último item.`,
			fields: {
				'requests.op': 'O caminho da operação na API, como na referência: "/hash", "/encode", "/country-info/BR"',
				'requests.input': 'Os campos de entrada do item, como no corpo da requisição da operação'
			},
			responses: { 200: 'Uma resposta por requisição, em ordem', 422: 'Não é um lote (sem requisições, mais de 100, um item sem `op`)' },
			responseFields: {},
			examples: { 'Two hashes and a colour': 'Dois hashes e uma cor' }
		},
		'recipes-run': {
			title: 'Executar uma receita',
			summary: (max: number) =>
				`Executa até ${max} operações em ordem; cada passo recebe campos da resposta do passo anterior (\`from\`: campo → JSON Pointer). Cada passo conta uma requisição no limite por minuto e na cota mensal, todas admitidas antes do primeiro passo (uma receita que não cabe é recusada inteira); os passos que não chegam a ser executados devolvem a sua unidade. O primeiro passo que não responde 200 encerra a execução com o seu status.`,
			fields: {
				'steps.op': 'O caminho da operação na API, como na referência: "/hash", "/encode", "/country-info/BR"',
				'steps.input': 'Os campos de entrada do próprio passo, como no corpo da requisição da operação',
				'steps.from': 'Campos de entrada tirados da resposta do passo anterior: nome do campo → JSON Pointer (RFC 6901) nessa resposta'
			},
			responses: {
				200: 'Todos os passos responderam 200: a resposta do último passo e a de cada um',
				402: 'A receita precisa de mais requisições do que restam no mês',
				422: 'Não é uma receita (sem passos, mais de 20, uma operação desconhecida, um ponteiro inválido), ou um passo encerrou a execução com 422 (a sua própria resposta em `steps`)',
				429: 'A receita precisa de mais requisições do que restam no minuto (Retry-After: 60)',
				default: 'Um passo respondeu outro status (400, 404, 502 …): a execução terminou ali com o status desse passo'
			},
			responseFields: { output: 'A resposta do último passo', 'steps.body': 'A resposta do passo, como a sua própria chamada daria', step: 'O passo com o problema, a partir de 1' },
			examples: { 'Base64, then its SHA-256': 'Base64 e depois o seu SHA-256' }
		},
		capabilities: {
			title: 'O que este servidor pode responder',
			summary: (_max: number) =>
				'Todas as operações, com `available`: false quando o operador não configurou o serviço externo delas (`reason`: `not_configured`: o chat de IA sem AI_BASE_URL, a tradução sem TRANSLATE_BASE_URL) ou quando a última chamada ao serviço externo do operador (IA, tradução, VIES) falhou nos últimos cinco minutos (`unreachable`). Não precisa de chave e não usa cota.',
			fields: {},
			responses: { 200: 'As operações e se cada uma pode responder agora' },
			responseFields: {},
			examples: { 'A server without AI_BASE_URL and TRANSLATE_BASE_URL': 'Um servidor sem AI_BASE_URL e TRANSLATE_BASE_URL' }
		}
	},
	comingFrom: {
		pageTitle: 'Vindo do IT-Tools ou do CyberChef — Utilkit',
		heading: 'Vindo do IT-Tools ou do CyberChef',
		lead: 'Cada ferramenta do IT-Tools e cada operação do CyberChef, com a ferramenta do Utilkit que faz o mesmo trabalho e os ajustes para isso. O link abre a ferramenta com esses ajustes preenchidos; os mesmos ajustes valem na API, offline e pelo MCP.',
		count: (covered: number, total: number, anchor: string) => `${anchor}: ${covered} de ${total} ferramentas`,
		filter: 'Filtrar',
		filterPlaceholder: 'ex.: Gunzip, AES, From Hexdump',
		noMatch: 'Nenhuma ferramenta corresponde.',
		anchorTool: (anchor: string) => `Ferramenta do ${anchor}`,
		utilkitTool: 'Ferramenta do Utilkit',
		settings: 'Ajustes',
		status: {
			covered: 'Sim',
			partial: 'Em parte',
			'app-only': 'Não é de dados',
			missing: 'Ainda não'
		},
		statusHelp: {
			covered: 'Faz o mesmo trabalho.',
			partial: 'Faz a maior parte do trabalho; a página da ferramenta diz o que muda.',
			'app-only': 'Sobre o próprio navegador ou a página (um cronômetro, uma câmera): nada a executar.',
			missing: 'Nenhuma ferramenta do Utilkit faz isso ainda.'
		},
		other: 'Outras'
	},
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
