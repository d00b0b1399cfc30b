import type { Messages } from '../en/index.js';

const retry = (seconds: number | null) => {
	if (seconds === null) return 'Tente de novo mais tarde.';
	if (seconds < 60) return `Tente de novo em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
	const minutes = Math.ceil(seconds / 60);
	return `Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
};

export const account: Messages['account'] = {
	signIn: 'Entrar',
	/** The header's account link offline: the account last loaded here (its title). */
	knownOffline: (email: string) => `${email} — offline: sessão iniciada na última conexão`,

	gateOffline:
		'Você está offline: esta ferramenta roda no servidor. As solicitações ficam na fila e são enviadas quando você estiver on-line de novo e tiver entrado na sua conta.',
	gateTitle: 'Entre na sua conta para usar esta ferramenta.',
	gateText: 'Ela roda no servidor e conta para a cota da sua conta.',

	signinTitle: 'Entrar · Utilkit',
	signinLead: 'Sua conta guarda suas chaves de API e permite que as ferramentas que rodam no servidor funcionem no app.',
	noAccountBefore: 'Ainda não tem conta? ',
	noAccountLink: 'Crie uma',
	noAccountAfter: '.',

	signupTitle: 'Criar conta · Utilkit',
	signupHeading: 'Criar conta',
	signupLead: 'Plano gratuito: 60 requisições por minuto, 1.000 por mês. As ferramentas que rodam no seu navegador nunca precisam de conta.',
	forgotLink: 'Esqueceu a senha?',
	haveAccountBefore: 'Já tem uma conta? ',
	haveAccountAfter: '.',

	offlineSignIn: 'Você está offline. Para entrar, é preciso o servidor.',
	offlineSignUp: 'Você está offline. Para criar a conta, é preciso o servidor.',
	email: 'E-mail',
	password: 'Senha',
	passwordHint: 'Pelo menos 10 caracteres, e difícil de adivinhar. Uma frase longa é o mais fácil de lembrar.',
	createAccount: 'Criar conta',

	dashboardTitle: 'Sua conta · Utilkit',
	loadingAccount: 'Carregando sua conta…',
	yourAccount: 'Sua conta',
	dashboardOffline: 'Você está offline. Suas chaves e seu uso precisam do servidor; as ferramentas que rodam no navegador continuam funcionando.',
	notSignedInBefore: 'Você não entrou na sua conta. ',
	notSignedInOr: ' ou ',
	notSignedInCreate: 'crie uma conta',
	notSignedInAfter: '.',
	plan: (plan: string) => `plano ${plan}`,
	signOut: 'Sair',
	deactivatedTitle: 'Esta conta foi desativada pelo operador.',
	deactivatedText:
		'As chaves dela e as ferramentas do servidor respondem 403 até que o operador a ative de novo; não é possível criar chaves novas.',
	profileStep: 'Adicione seu nome',
	profileStepText: 'Opcional: seu nome (e sua empresa) aparecem nesta página e no cabeçalho. As chaves não dependem deles; você pode adicioná-los depois em Perfil.',
	skipProfile: 'Pular por enquanto',
	keysTitle: 'Chaves de API',
	keysBefore: 'Envie a chave no cabeçalho ',
	keysAfter: '. As ferramentas deste app usam a sua sessão e nunca precisam de uma.',
	usageTitle: 'Uso neste mês',
	profileTitle: 'Perfil',
	passwordTitle: 'Senha',
	sessionsTitle: 'Dispositivos conectados',
	emailTitle: 'Endereço de e-mail',

	unverified: {
		title: 'Confirme seu endereço de e-mail:',
		text: (email: string, inFolder: boolean) =>
			inFolder
				? `este servidor não envia e-mails, então o link para ${email} foi gravado na pasta de e-mails dele (DATA_DIR/mail/), para o operador repassar. Abra-o para criar chaves de API.`
				: `enviamos um link para ${email}. Abra-o para criar chaves de API.`,
		operatorHint: 'Se você administra este servidor, este comando mostra um link novo:',
		commandWhat: 'o comando',
		resend: 'Enviar de novo',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Um novo link para ${email} foi gravado na pasta de e-mails do servidor (DATA_DIR/mail/). Os links anteriores não funcionam mais.`
				: `Um novo link está a caminho de ${email}. Confira a caixa de entrada e também a pasta de spam.`,
		already: 'Seu endereço já está confirmado.',
		keysBlocked: 'Confirme seu endereço de e-mail para criar chaves: abra o link de confirmação.'
	},

	emailChange: {
		current: (email: string) => `Seu endereço é ${email}. Para trocá-lo, digite o novo e depois abra o link que o confirma: só então o endereço muda.`,
		newEmail: 'Novo endereço de e-mail',
		submit: 'Enviar o link de confirmação',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Se ${email} puder ser usado, um link para confirmá-lo foi gravado na pasta de e-mails do servidor (DATA_DIR/mail/), para o operador repassar: este servidor não envia e-mails. Seu endereço muda quando o link for aberto; até lá, continua o mesmo.`
				: `Se ${email} puder ser usado, um link está a caminho dele. Seu endereço muda quando você abrir o link; até lá, continua o mesmo.`
	},

	forgot: {
		title: 'Esqueceu a senha · Utilkit',
		heading: 'Esqueceu a senha?',
		lead: 'Digite o endereço da sua conta para receber um link que cria uma nova senha.',
		offline: 'Você está offline. Criar uma nova senha precisa do servidor.',
		submit: 'Enviar o link',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `Se ${email} for o endereço de uma conta, um link para criar uma nova senha foi gravado na pasta de e-mails do servidor (DATA_DIR/mail/), para o operador repassar: este servidor não envia e-mails. O link funciona uma vez, por tempo limitado.`
				: `Se ${email} for o endereço de uma conta, um link para criar uma nova senha está a caminho dele. Confira a caixa de entrada e também a pasta de spam. O link funciona uma vez, por tempo limitado.`,
		rememberedBefore: 'Lembrou? ',
		rememberedAfter: '.'
	},

	reset: {
		title: 'Criar uma nova senha · Utilkit',
		heading: 'Criar uma nova senha',
		lead: 'Escolha uma nova senha para sua conta. Todos os navegadores conectados a ela são desconectados.',
		noToken: 'Esta página abre por um link que cria uma nova senha, e o link que a abriu está incompleto. Abra o link inteiro de novo ou peça um novo.',
		submit: 'Salvar a nova senha',
		done: (others: number) =>
			`Sua senha foi alterada${others ? ` e ${others === 1 ? '1 sessão foi encerrada' : `${others} sessões foram encerradas`}` : ''}. Entre com a nova senha.`,
		badLink: 'Este link já foi usado, expirou, foi substituído por um link mais novo ou por uma nova senha, ou não foi copiado inteiro.',
		newLink: 'Pedir um novo link'
	},

	verify: {
		title: 'Confirme seu endereço de e-mail · Utilkit',
		heading: 'Confirme seu endereço de e-mail',
		checking: 'Confirmando seu endereço…',
		done: (email: string) => `${email} está confirmado.`,
		doneText: 'Agora você pode criar chaves de API.',
		toDashboard: 'Ir para sua conta',
		noToken: 'Esta página abre por um link que confirma um endereço, e o link que a abriu está incompleto. Abra o link inteiro de novo.',
		badLink: 'Este link já foi usado, expirou, foi substituído por um link mais novo ou por uma nova senha, ou não foi copiado inteiro.',
		taken: 'Outra conta passou a usar este endereço depois que o link foi enviado, então seu endereço não foi alterado.',
		newLinkSignedIn: 'Peça um novo link na página da sua conta.',
		newLinkSignedOut: 'Entre na sua conta para pedir um novo link na página dela.'
	},
	strength: {
		label: 'Força da senha',
		levels: ['Fácil demais de adivinhar', 'Muito fácil de adivinhar', 'Fácil de adivinhar', 'Difícil de adivinhar', 'Muito difícil de adivinhar'],
		enough: 'Forte o bastante.',
		notEnough: 'Ainda não é forte o bastante: precisa ser pelo menos “difícil de adivinhar”.',
		checking: 'Verificando…'
	},
	sessions: {
		intro: 'Cada navegador em que esta conta está conectada. Uma sessão termina após 30 dias sem uso e, no máximo, 30 dias depois de entrar.',
		started: 'Entrou em',
		lastSeen: 'Último uso',
		expires: 'Termina em',
		thisDevice: 'Este navegador',
		otherDevice: 'Outro navegador',
		end: 'Encerrar',
		endThis: 'Sair aqui',
		endConfirm: 'Encerrar esta sessão? Aquele navegador terá de entrar de novo.',
		ended: 'A sessão foi encerrada.',
		gone: 'Esta sessão já tinha terminado.',
		none: 'Nenhuma sessão.'
	},

	name: 'Nome',
	company: 'Empresa',
	optional: 'opcional',
	profileSaved: 'Perfil salvo.',
	saveProfile: 'Salvar perfil',

	currentPassword: 'Senha atual',
	newPassword: 'Nova senha',
	newPasswordHint: 'Pelo menos 10 caracteres. Todos os outros dispositivos conectados a esta conta serão desconectados.',
	changePassword: 'Alterar senha',
	passwordChanged: (others: number) =>
		`Senha alterada. ${others === 1 ? '1 outra sessão foi encerrada' : `${others} outras sessões foram encerradas`}.`,

	keys: {
		freshTitle: (name: string | null) => `Copie sua nova chave agora${name ? ` (${name})` : ''}.`,
		freshText: 'Ela só aparece desta vez: o Utilkit guarda apenas um hash dela.',
		copyWhat: 'chave de API',
		copiedIt: 'Já copiei',
		label: 'Rótulo',
		labelPlaceholder: 'ex.: servidor de produção',
		labelHint: (name: string) => `Opcional. Se ficar vazio, a chave se chamará “${name}”.`,
		create: 'Criar chave',
		key: 'Chave',
		created: 'Criada em',
		lastUsed: 'Último uso',
		actions: 'Ações',
		revoke: 'Revogar',
		never: 'nunca',
		noLiveKeys: 'Nenhuma chave ativa.',
		revokedCount: (n: number) => (n === 1 ? '1 chave revogada' : `${n} chaves revogadas`),
		revokedAt: (when: string) => `revogada em ${when}`,
		revokeConfirm: (name: string) => `Revogar ${name}? Os programas que a usam param de funcionar na hora.`
	},

	usage: {
		loading: 'Carregando o uso…',
		planBefore: 'Plano ',
		planAfter: (perMinute: string | null, perMonth: string | null) =>
			`: ${perMinute === null ? 'requisições ilimitadas' : `${perMinute} requisições`} por minuto, ${perMonth ?? 'ilimitadas'} por mês (mês do calendário em UTC).`,
		usedIn: (month: string) => ` requisições em ${month}`,
		ofLimit: (limit: string, left: string) => ` de ${limit} (restam ${left})`,
		quotaUsed: 'Cota mensal usada',
		perDay: 'Requisições por dia',
		perDayChart: 'Requisições por dia neste mês',
		byOperation: 'Por operação',
		requests: (n: string, count: number) => `${n} ${count === 1 ? 'requisição' : 'requisições'}`,
		yAxis: 'Requisições',
		xAxis: (month: string) => `Dia de ${month} (UTC)`,
		chartHelp: 'Cada barra é um dia; suas cores são as operações. As setas passam de um dia a outro.',
		other: 'Outras operações',
		operation: 'Operação',
		share: 'Parcela',
		total: 'Total',
		none: 'Nenhuma requisição neste mês ainda.'
	},

	errors: {
		offline: 'Você está offline: as contas precisam do servidor.',
		answered: (status: number) => `O servidor respondeu ${status}`,
		notSignedIn: 'Você não está conectado (a sessão pode ter expirado). Entre de novo.',
		refused: 'O servidor recusou a solicitação porque ela não veio deste site. Recarregue a página e tente de novo.',
		tooLarge: 'O que você enviou é longo demais.',
		serverError: 'Algo deu errado no servidor. Tente de novo daqui a pouco.',
		busy: 'Muitas entradas estão sendo verificadas agora. Tente de novo em um segundo.',
		wrongCredentials: 'E-mail ou senha incorretos.',
		signupTaken: (inFolder: boolean) =>
			`Este endereço não pode ser usado com esta senha. Se ele for seu, entre na sua conta ou crie uma nova senha: ${inFolder ? 'um aviso para ele foi gravado na pasta de e-mails do servidor (DATA_DIR/mail/)' : 'enviamos um aviso para ele'}.`,
		invalidEmail: 'Digite um endereço de e-mail válido, como nome@exemplo.com.',
		passwordRules: 'A senha precisa ter pelo menos 10 caracteres (e no máximo 1.024 bytes).',
		weakPassword: 'Esta senha é fácil demais de adivinhar: veja as dicas abaixo dela.',
		tooManySignIns: (seconds: number | null) => `Muitas tentativas de entrar a partir da sua rede. ${retry(seconds)}`,
		tooManySignUps: (seconds: number | null) => `Muitos cadastros a partir deste endereço de rede. ${retry(seconds)}`,
		profileInvalid: 'Digite seu nome. O nome e a empresa podem ter no máximo 100 caracteres cada.',
		wrongCurrentPassword: 'A senha atual está incorreta.',
		newPasswordRules: 'A nova senha precisa ter pelo menos 10 caracteres (e no máximo 1.024 bytes).',
		tooManyWrongPasswords: (seconds: number | null) => `Muitas tentativas com a senha errada nesta conta. ${retry(seconds)}`,
		deactivated: 'Esta conta foi desativada pelo operador: não é possível criar chaves novas.',
		tooManyKeys: 'Uma conta pode ter no máximo 20 chaves ativas: revogue uma antes.',
		labelTooLong: 'O rótulo pode ter no máximo 60 caracteres.',
		keyGone: 'Esta chave já foi revogada ou não está na sua conta.',
		unverified: 'Confirme seu endereço de e-mail antes: as chaves podem ser criadas depois que ele for confirmado.',
		tooManyMails: (seconds: number | null) => `Já enviamos e-mails demais para este endereço por enquanto. ${retry(seconds)}`,
		tooManyRequests: (seconds: number | null) => `Solicitações demais. ${retry(seconds)}`,
		sameEmail: 'Digite um endereço de e-mail válido e diferente do atual.'
	}
};
