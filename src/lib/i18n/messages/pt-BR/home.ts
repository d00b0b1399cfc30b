import type { Messages } from '../en/index.js';

export const home: Messages['home'] = {
	pageTitle: 'Utilkit — utilitários para desenvolvedores que funcionam offline',
	headingBefore: 'Utilitários do dia a dia para desenvolvedores, ',
	headingHighlight: 'offline',
	headingAfter: ' e como API',
	leadBefore: 'Senhas de uso único, hashes, JWTs, cores e muito mais. As ferramentas rodam no seu navegador, continuam funcionando sem rede e respondem exatamente como a ',
	leadLink: 'API JSON',
	leadAfter: '.',
	searchLabel: 'Buscar ferramentas',
	searchPlaceholder: 'Buscar ferramentas, ex.: totp, sha256, cor',
	matches: (shown: number, total: number) => `${shown} de ${total} ferramentas correspondem`,
	toolCount: (total: number) => (total === 1 ? '1 ferramenta' : `${total} ferramentas`),
	noMatch: (query: string) => `Nenhuma ferramenta corresponde a “${query}”.`,
	clearSearch: 'Limpar a busca',
	showAll: (total: number) => `Ver as ${total} ferramentas`,
	showFewer: 'Menos ferramentas'
};
