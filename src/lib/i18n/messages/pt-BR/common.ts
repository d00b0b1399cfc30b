import type { Messages } from '../en/index.js';

export const common: Messages['common'] = {
	skipToContent: 'Pular para o conteúdo',
	homeLabel: 'Início do Utilkit',
	mainNav: 'Principal',
	tools: 'Ferramentas',
	api: 'API',
	description: 'Utilkit: senhas de uso único, hashes, decodificação de JWT, cores e muito mais — offline no seu navegador e como API JSON.',
	offline: 'Offline',
	offlineReady: 'Pronto para offline',
	offlineReadyTitle: 'Todas as ferramentas que rodam no navegador funcionam sem rede',
	updateReady: 'Uma nova versão do Utilkit está pronta.',
	reloadToUpdate: 'Recarregar para atualizar',
	footerBefore: 'O Utilkit executa a maioria das ferramentas no seu navegador; nada do que você digita sai do dispositivo, a menos que a ferramenta diga que precisa do servidor. Use as mesmas operações no seu código com a ',
	footerLink: 'API JSON',
	footerAfter: '.',
	theme: 'Tema',
	themes: { light: 'Claro', dark: 'Escuro', system: 'Sistema' },
	themeTitle: (name: string) => `Tema ${name.toLowerCase()}`,
	themeCycle: (current: string, next: string) => `Tema: ${current}. Mudar para ${next}`,
	language: 'Idioma',
	languageCurrent: (name: string) => `Idioma: ${name}`,
	notFoundTitle: 'Página não encontrada',
	notFoundText: 'O endereço pode estar digitado errado, ou a ferramenta pode ter mudado de lugar.',
	errorTitle: 'Algo deu errado',
	seeAllTools: 'Ver todas as ferramentas'
};
