import type { Messages } from '../en/index.js';

export const palette: Messages['palette'] = {
	launcher: 'Buscar herramientas',
	title: 'Ir a una herramienta',
	searchLabel: 'Buscar herramientas',
	placeholder: 'Buscar herramientas por nombre, palabra clave o grupo',
	close: 'Cerrar',
	help: 'Las flechas arriba y abajo eligen una herramienta, Enter la abre, Esc cierra.',
	listLabel: 'Herramientas',
	favourite: 'Favorita',
	loadFailed: 'No se pudo cargar la lista de herramientas.',
	noMatch: (query: string) => `Ninguna herramienta coincide con «${query}».`,
	count: (n: number) => (n === 1 ? '1 herramienta' : `${n} herramientas`),
	keyChoose: 'elegir',
	keyOpen: 'abrir',
	keyClose: 'cerrar',
	favourites: 'Favoritas',
	reorderHelp: 'Arrastra para reordenar o usa los botones de flecha.',
	moveUp: (title: string) => `Subir ${title}`,
	moveDown: (title: string) => `Bajar ${title}`,
	moved: (title: string, position: number, total: number) => `${title}: ahora en la posición ${position} de ${total}.`,
	recents: 'Usadas recientemente',
	clearRecents: 'Borrar',
	clearRecentsHidden: ' herramientas usadas recientemente',
	favouriteToggle: (title: string) => `Favorita: ${title}`,
	addFavourite: 'Añadir a favoritas',
	removeFavourite: 'Quitar de favoritas'
};
