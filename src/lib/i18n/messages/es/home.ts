import type { Messages } from '../en/index.js';

export const home: Messages['home'] = {
	pageTitle: 'Utilkit — utilidades para desarrolladores que funcionan sin conexión',
	headingBefore: 'Utilidades cotidianas para desarrolladores, ',
	headingHighlight: 'sin conexión',
	headingAfter: ' y como API',
	leadBefore: 'Contraseñas de un solo uso, hashes, JWT, colores y mucho más. Las herramientas se ejecutan en tu navegador, siguen funcionando sin red y responden exactamente igual que la ',
	leadLink: 'API JSON',
	leadAfter: '.',
	searchLabel: 'Buscar herramientas',
	searchPlaceholder: 'Buscar herramientas, p. ej. totp, sha256, color',
	matches: (shown: number, total: number) => `${shown} de ${total} herramientas coinciden`,
	toolCount: (total: number) => (total === 1 ? '1 herramienta' : `${total} herramientas`),
	noMatch: (query: string) => `Ninguna herramienta coincide con «${query}».`,
	clearSearch: 'Borrar la búsqueda',
	showAll: (total: number) => `Ver las ${total} herramientas`,
	showFewer: 'Menos herramientas'
};
