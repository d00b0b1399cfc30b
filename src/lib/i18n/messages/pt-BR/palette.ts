import type { Messages } from '../en/index.js';

export const palette: Messages['palette'] = {
	launcher: 'Buscar ferramentas',
	title: 'Ir para uma ferramenta',
	searchLabel: 'Buscar ferramentas',
	placeholder: 'Buscar ferramentas por nome, palavra-chave ou grupo',
	close: 'Fechar',
	help: 'As setas para cima e para baixo escolhem uma ferramenta, Enter abre, Esc fecha.',
	listLabel: 'Ferramentas',
	favourite: 'Favorita',
	loadFailed: 'Não foi possível carregar a lista de ferramentas.',
	noMatch: (query: string) => `Nenhuma ferramenta corresponde a “${query}”.`,
	count: (n: number) => (n === 1 ? '1 ferramenta' : `${n} ferramentas`),
	keyChoose: 'escolher',
	keyOpen: 'abrir',
	keyClose: 'fechar',
	favourites: 'Favoritas',
	reorderHelp: 'Arraste para reordenar ou use os botões de seta.',
	moveUp: (title: string) => `Mover ${title} para cima`,
	moveDown: (title: string) => `Mover ${title} para baixo`,
	moved: (title: string, position: number, total: number) => `${title}: agora na posição ${position} de ${total}.`,
	recents: 'Usadas recentemente',
	clearRecents: 'Limpar',
	clearRecentsHidden: ' ferramentas usadas recentemente',
	favouriteToggle: (title: string) => `Favorita: ${title}`,
	addFavourite: 'Adicionar às favoritas',
	removeFavourite: 'Remover das favoritas'
};
