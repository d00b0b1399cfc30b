import type { Messages } from '../en/index.js';

export const common: Messages['common'] = {
	skipToContent: 'Saltar al contenido',
	homeLabel: 'Inicio de Utilkit',
	mainNav: 'Principal',
	tools: 'Herramientas',
	api: 'API',
	description: 'Utilkit: contraseñas de un solo uso, hashes, decodificación de JWT, colores y mucho más — sin conexión en tu navegador y como API JSON.',
	offline: 'Sin conexión',
	offlineReady: 'Listo sin conexión',
	offlineReadyTitle: 'Todas las herramientas que se ejecutan en el navegador funcionan sin red',
	updateReady: 'Hay una nueva versión de Utilkit lista.',
	reloadToUpdate: 'Recargar para actualizar',
	footerBefore: 'Utilkit ejecuta la mayoría de las herramientas en tu navegador; nada de lo que escribes sale del dispositivo, salvo que la herramienta indique que necesita el servidor. Usa las mismas operaciones desde tu código con la ',
	footerLink: 'API JSON',
	footerAfter: '.',
	theme: 'Tema',
	themes: { light: 'Claro', dark: 'Oscuro', system: 'Sistema' },
	themeTitle: (name: string) => `Tema ${name.toLowerCase()}`,
	themeCycle: (current: string, next: string) => `Tema: ${current}. Cambiar a ${next}`,
	language: 'Idioma',
	languageCurrent: (name: string) => `Idioma: ${name}`,
	notFoundTitle: 'Página no encontrada',
	notFoundText: 'Puede que la dirección esté mal escrita o que la herramienta se haya movido.',
	errorTitle: 'Algo salió mal',
	seeAllTools: 'Ver todas las herramientas'
};
