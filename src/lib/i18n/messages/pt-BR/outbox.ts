import type { Messages } from '../en/index.js';

export const outbox: Messages['outbox'] = {
	link: 'Caixa de saída',
	linkWaiting: (n: number) => `Caixa de saída: ${n} aguardando envio`,
	linkAnswers: (n: number) => `Caixa de saída: ${n} ${n === 1 ? 'resposta para ler' : 'respostas para ler'}`,

	pageTitle: 'Caixa de saída — Utilkit',
	heading: 'Caixa de saída',
	lead: 'Solicitações a ferramentas que rodam no servidor, feitas enquanto você estava offline. Elas são enviadas quando a conexão volta (mesmo com esta aba fechada, nos navegadores com Background Sync) e as respostas ficam aqui até você dispensá-las. Elas ficam guardadas apenas neste navegador.',
	loading: 'Carregando…',
	offlineWaiting: (n: number) => `Você está offline: ${n} aguardando; ${n === 1 ? 'será enviada' : 'serão enviadas'} quando você estiver on-line de novo.`,
	waiting: (n: number) => `${n} ${n === 1 ? 'solicitação aguardando' : 'solicitações aguardando'} envio.`,
	nothingWaiting: 'Nada aguardando envio.',
	memoryOnly: 'Este navegador recusou o armazenamento local: as solicitações na fila só duram enquanto esta página estiver aberta.',
	signInBefore: 'Algumas solicitações precisam que você entre na sua conta. ',
	signInLink: 'Entre',
	signInAfter: ' e depois volte aqui para enviá-las.',
	sendNow: 'Enviar agora',
	dismissAllSent: 'Dispensar todas as enviadas',
	empty: 'A caixa de saída está vazia. Quando você usa uma ferramenta do servidor offline, a solicitação espera aqui.',

	states: { queued: 'Na fila', sending: 'Enviando…', done: 'Enviada', failed: 'Falhou' },
	signInToSend: 'Entre para enviar',
	noInput: '(sem entrada)',
	queuedAt: (when: string) => `Na fila desde ${when}`,
	unreachable: (cause: string) => (cause ? `Não foi possível acessar o servidor (${cause}).` : 'Não foi possível acessar o servidor.'),
	cancel: 'Cancelar',
	retry: 'Tentar de novo',
	dismiss: 'Dispensar',
	cancelled: (title: string) => `A solicitação de ${title} foi cancelada.`,
	notCancelled: (title: string) => `A solicitação de ${title} está sendo enviada e não pode mais ser cancelada.`,
	answered: (status: number) => (status < 400 ? `Respondida com ${status}` : `Respondida com ${status} (uma resposta de erro: a solicitação não foi repetida)`),
	answer: 'Resposta',
	linkKept: (n: number) => `Caixa de saída: ${n} ${n === 1 ? 'guardada' : 'guardadas'} para outra conta`,

	ownerMine: (email: string) => `Conta: ${email}`,
	ownerOther: (email: string) => `Na fila de outra conta, ${email}: só é enviada quando essa conta estiver conectada aqui. A entrada e a resposta não são mostradas.`,
	ownerSignedOut: (email: string) => `Na fila de ${email}: é enviada quando essa conta entrar aqui. A entrada e a resposta são mostradas só a ela.`,
	ownerLegacy: 'De uma versão anterior do Utilkit, que não registrava a conta: não é enviada automaticamente.',
	ownerUnowned: 'Posta na fila quando nenhuma conta estava conectada aqui: não é enviada automaticamente.',
	sendAs: (email: string) => `“Enviar” a envia como ${email}.`,
	signInToAdopt: 'Entre para enviá-la.',
	send: 'Enviar',
	delete: 'Excluir',
	deleted: (title: string) => `A solicitação de ${title} foi excluída.`,
	notDeleted: (title: string) => `A solicitação de ${title} está sendo enviada e não pode mais ser excluída.`,
	notSent: (title: string) => `A solicitação de ${title} não foi enviada: entre na sua conta primeiro.`,

	signOutTitle: 'Sair e excluir a caixa de saída?',
	signOutCount: (queued: number, answers: number) =>
		[queued ? `${queued} ${queued === 1 ? 'solicitação na fila' : 'solicitações na fila'}` : '', answers ? `${answers} ${answers === 1 ? 'resposta' : 'respostas'}` : '']
			.filter(Boolean)
			.join(' e ') + ` ${queued + answers === 1 ? 'será excluída' : 'serão excluídas'} deste navegador.`,
	signOutWhy: 'A caixa de saída guarda as solicitações (e as entradas delas, segredos inclusive) só para a conta que as fez. Sair as exclui, para que ninguém que entre aqui depois possa enviá-las ou lê-las.',
	signOutCancel: 'Cancelar',
	signOutConfirm: 'Sair e excluir'
};
