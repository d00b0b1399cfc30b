import type { Messages } from '../en/index.js';

export const tool: Messages['tool'] = {
	breadcrumb: 'Trilha de navegação',
	allTools: 'Todas as ferramentas',
	attribution: (source: string) => `Dados: ${source}`,
	input: 'Entrada',
	live: 'Atualiza enquanto você digita',
	examples: 'Exemplos',
	run: 'Executar',
	queue: 'Enfileirar',
	clear: 'Limpar',
	linkInvalid: 'Não foi possível ler as entradas deste link (ele pode ter sido cortado).',
	linkAwaitsSecret: (label: string) => `Preencha ${label} para ver a resposta: o link não o incluía.`,
	linkFilled: (missing: string) =>
		`Entradas preenchidas a partir do link.${missing ? ` Os campos secretos não foram compartilhados: ${missing}.` : ''}`,
	queued: {
		done: 'Enviado da caixa de saída agora que você está online de novo; a resposta está abaixo.',
		needsSignIn: 'Na fila — entre na sua conta para enviar.',
		sending: 'Enviando da caixa de saída…',
		failed: 'Na fila, mas não foi possível alcançar o servidor; tente de novo pela caixa de saída.',
		waiting: 'Na fila — será enviado quando você estiver online de novo.',
		openOutbox: 'Abrir a caixa de saída'
	},

	form: {
		picker: {
			placeholder: { country: 'Digite um país ou o código', timezone: 'Digite uma cidade, um fuso ou UTC±hh', language: 'Digite um idioma ou o código', currency: 'Digite uma moeda ou o código' },
			choices: 'Sugestões',
			noMatches: 'Nada encontrado; o texto vai como foi digitado.',
			loading: 'Carregando…'
		},
		location: {
			use: 'Usar minha localização',
			locating: 'Procurando sua localização…',
			filled: 'Preenchido com a sua localização.',
			denied: 'O acesso à localização está bloqueado para este site. Libere-o nas configurações do site no navegador ou digite as coordenadas.',
			unavailable: 'Sua localização não está disponível agora. Digite as coordenadas.'
		},
		noInput: 'Esta ferramenta não recebe entradas.',
		optional: 'opcional',
		help: (label: string) => `Ajuda: ${label}`,
		moreOptions: (count: number) => `Mais opções (${count})`,
		moreChanged: (count: number) => (count === 1 ? '1 definida' : `${count} definidas`),
		choose: 'Escolha…',
		notSet: 'Automático',
		atLeast: (n: number) => `no mínimo ${n}`,
		atMost: (n: number) => `no máximo ${n}`,
		upToCharacters: (n: number) => `até ${n.toLocaleString('pt-BR')} caracteres`,
		defaultValue: (value: string) => `padrão ${value}`,
		json: 'JSON',
		jsonArray: 'Array JSON',
		jsonObject: 'Objeto JSON',
		invalidJson: 'Não é um JSON válido: confira as aspas, vírgulas e chaves.',
		onePerLine: 'um por linha',
		dates: {
			order: 'dmy',
			locale: 'pt-BR',
			pick: 'Escolher no calendário',
			ambiguous: (a: string, b: string, isoA: string, isoB: string) => `${a} ou ${b}? Digite ${isoA} ou ${isoB}, ou escolha o dia no calendário.`,
			unreadable: (example: string) => `Não é uma data que a página entenda: digite uma como ${example}, ou escolha no calendário.`
		},
		problems: {
			required: 'Obrigatório.',
			empty: 'Não pode ficar vazio.',
			shorterThan: (n: number) => `Pelo menos ${n} caracteres.`,
			longerThan: (n: number) => `No máximo ${n.toLocaleString('pt-BR')} caracteres.`,
			fewerThan: (n: number) => `Pelo menos ${n} ${n === 1 ? 'item' : 'itens'}.`,
			moreThan: (n: number) => `No máximo ${n} itens.`,
			below: (n: number) => `Deve ser ${n.toLocaleString('pt-BR')} ou mais.`,
			above: (n: number) => `Deve ser ${n.toLocaleString('pt-BR')} ou menos.`,
			oneOf: (values: string) => `Deve ser um destes: ${values}.`,
			wrongType: (expected: string) => (expected === 'int' ? 'Deve ser um número inteiro.' : expected === 'number' ? 'Deve ser um número.' : `Tipo esperado: ${expected}.`),
			format: 'Fora do formato esperado.',
			summary: 'Confira os campos destacados.'
		}
	},

	result: {
		title: 'Resultado',
		running: 'Executando',
		runningEllipsis: 'Executando…',
		downloadingData: (percent: number) => `Baixando os dados da ferramenta… ${percent} %`,
		placeholder: 'Preencha o formulário e execute a ferramenta para ver a resposta aqui.',
		jsonResponse: 'Resposta JSON',
		checkInput: 'Confira a entrada',
		couldNotAnswer: 'A ferramenta não conseguiu responder',
		didNotSucceed: 'A operação não foi bem-sucedida.',
		reasons: {
			200: 'OK',
			400: 'Requisição inválida',
			401: 'Não autorizado',
			402: 'Cota esgotada',
			403: 'Proibido',
			404: 'Não encontrado',
			413: 'Grande demais',
			415: 'Tipo de mídia não suportado',
			422: 'Entrada inválida',
			429: 'Requisições demais',
			500: 'Erro interno',
			502: 'Erro no serviço externo',
			503: 'Indisponível'
		},
		hints: {
			401: 'As ferramentas que rodam no servidor exigem que você esteja conectado à sua conta (ou uma chave de API, quando você chama a API).',
			402: 'A cota deste mês acabou; ela se renova no primeiro dia do mês que vem (UTC).',
			429: 'Requisições demais neste minuto; aguarde um minuto e tente de novo.'
		},
		byCode: {
			time_limit_exceeded: {
				title: 'Isto demorou demais',
				message: 'A ferramenta passou do seu limite de tempo e foi interrompida, para a página continuar respondendo. Tente uma entrada menor ou configurações mais simples.'
			},
			memory_limit_exceeded: {
				title: 'Isto precisa de memória demais',
				message: 'A ferramenta precisaria de mais memória do que pode usar. Tente uma entrada menor ou parâmetros de custo mais baixos.'
			},
			concurrency_limited: {
				title: 'Suas outras execuções ainda estão em andamento',
				message: 'Só algumas execuções pesadas de uma conta rodam ao mesmo tempo. Tente de novo quando uma delas tiver respondido.'
			},
			server_busy: {
				title: 'O servidor está ocupado',
				message: 'Todos os lugares para execuções pesadas estão ocupados agora. Tente de novo em alguns segundos.'
			},
			code_unavailable: { title: 'Não foi possível carregar esta ferramenta', message: 'O código desta ferramenta não pôde ser carregado. Reconecte e tente de novo.' },
			data_unavailable: { title: 'Esta ferramenta precisa dos seus dados', message: 'Esta ferramenta baixa os seus dados na primeira vez que é usada. Reconecte e tente de novo.' },
			worker_unavailable: { title: 'As ferramentas não puderam iniciar', message: 'O worker das operações não pôde iniciar. Reconecte e tente de novo.' }
		} as Record<string, { title: string; message: string }>,
		answer: 'Resposta',
		apiCall: {
			show: 'Mostrar a chamada à API',
			request: 'Requisição',
			answer: (status: string, time: string) => `Resposta: HTTP ${status}${time ? ` · ${time}` : ''}`,
			inBrowser: 'Esta ferramenta rodou no seu navegador; a API dá a mesma resposta a esta requisição:'
		},
		stale: 'Corrija o campo destacado para ver a resposta.',
		copyJson: 'Copiar JSON',
		download: 'Baixar'
	},

	copy: {
		copy: 'Copiar',
		copied: 'Copiado',
		failed: 'Falha ao copiar',
		copiedStatus: 'Copiado para a área de transferência',
		failedStatus: 'Não foi possível copiar',
		example: 'exemplo'
	},

	runs: {
		offline: 'Offline',
		worksOffline: 'Funciona offline',
		offlineTitle: 'Roda no seu navegador; funciona sem rede',
		network: 'Rede',
		needsNetwork: 'Precisa de rede',
		networkTitle: 'Roda no servidor; precisa de conexão com a rede',
		unavailable: 'Indisponível neste servidor',
		unavailableShort: 'Indisponível',
		notConfiguredTitle: 'Este servidor não tem um serviço externo configurado para esta ferramenta',
		unreachableTitle: 'O serviço externo desta ferramenta falhou agora há pouco; pode voltar a responder em breve'
	},

	history: {
		title: 'Histórico',
		clearAll: 'Limpar tudo',
		confirmLabel: 'Confirmar a limpeza do histórico',
		confirm: (count: number) => (count === 1 ? 'Excluir 1 execução desta ferramenta?' : `Excluir todas as ${count} execuções desta ferramenta?`),
		deleteAll: 'Excluir tudo',
		cancel: 'Cancelar',
		about: (limit: number) => `As últimas ${limit} execuções desta ferramenta, guardadas só neste navegador.`,
		secretsNotKept: 'Os campos secretos não são guardados.',
		keepSecrets: (names: string) => `Guardar os campos secretos (${names}) no histórico desta ferramenta`,
		unavailable: 'O histórico não está disponível: este navegador recusou o armazenamento local (IndexedDB).',
		empty: 'As execuções que você fizer aparecem aqui.',
		pastRuns: 'Execuções anteriores',
		noInput: '(sem entrada)',
		notKept: (names: string) => `não guardado: ${names}`,
		runAgain: 'Executar de novo',
		runAgainLabel: (time: string) => `Executar de novo a execução de ${time}`,
		restore: 'Restaurar',
		restoreLabel: (time: string) => `Restaurar as entradas de ${time}`,
		delete: 'Excluir',
		deleteLabel: (time: string) => `Excluir a execução de ${time}`
	},

	share: {
		title: 'Compartilhar estas entradas',
		aboutBefore: 'O link leva as entradas atuais depois do ',
		aboutAfter: ', que os navegadores nunca enviam a um servidor: ao abri-lo, este formulário é preenchido.',
		linkLabel: 'Link para compartilhar',
		copyLink: 'Copiar link',
		includeSecrets: (names: string) => `Incluir os campos secretos (${names})`,
		leftOut: (names: string) => `Fora do link: ${names}.`,
		long: (length: number) =>
			`Este link tem ${length.toLocaleString('pt-BR')} caracteres; alguns apps cortam links tão longos.`
	},

	api: {
		title: 'Usar isto pela API',
		before: 'A mesma entrada, enviada para ',
		afterEndpoint: ', dá a mesma resposta. Crie uma chave, guarde-a na variável de ambiente ',
		afterVariable: ' e veja a ',
		link: 'referência da API',
		after: '.',
		tabs: 'Linguagem',
		what: { curl: 'comando curl', javascript: 'trecho em JavaScript', python: 'trecho em Python' }
	}
};
