import type { Messages } from '../en/index.js';

export const outbox: Messages['outbox'] = {
	link: 'Bandeja de salida',
	linkWaiting: (n: number) => `Bandeja de salida: ${n} ${n === 1 ? 'pendiente' : 'pendientes'} de envío`,
	linkAnswers: (n: number) => `Bandeja de salida: ${n} ${n === 1 ? 'respuesta por leer' : 'respuestas por leer'}`,

	pageTitle: 'Bandeja de salida — Utilkit',
	heading: 'Bandeja de salida',
	lead: 'Solicitudes a herramientas que se ejecutan en el servidor, hechas mientras no tenías conexión. Se envían cuando vuelve la conexión (incluso con esta pestaña cerrada, en los navegadores con Background Sync) y sus respuestas se guardan aquí hasta que las descartes. Solo se guardan en este navegador.',
	loading: 'Cargando…',
	offlineWaiting: (n: number) => `No tienes conexión: ${n} ${n === 1 ? 'pendiente' : 'pendientes'}; ${n === 1 ? 'se enviará' : 'se enviarán'} cuando vuelvas a estar en línea.`,
	waiting: (n: number) => `${n} ${n === 1 ? 'solicitud pendiente' : 'solicitudes pendientes'} de envío.`,
	nothingWaiting: 'Nada pendiente de envío.',
	memoryOnly: 'Este navegador rechazó el almacenamiento local: las solicitudes en cola solo duran mientras esta página esté abierta.',
	signInBefore: 'Algunas solicitudes necesitan que inicies sesión. ',
	signInLink: 'Inicia sesión',
	signInAfter: ' y luego vuelve aquí para enviarlas.',
	sendNow: 'Enviar ahora',
	dismissAllSent: 'Descartar todas las enviadas',
	empty: 'La bandeja de salida está vacía. Cuando usas una herramienta del servidor sin conexión, la solicitud espera aquí.',

	states: { queued: 'En cola', sending: 'Enviando…', done: 'Enviada', failed: 'Falló' },
	signInToSend: 'Inicia sesión para enviar',
	noInput: '(sin entrada)',
	queuedAt: (when: string) => `En cola desde el ${when}`,
	unreachable: (cause: string) => (cause ? `No se pudo conectar con el servidor (${cause}).` : 'No se pudo conectar con el servidor.'),
	cancel: 'Cancelar',
	retry: 'Reintentar',
	dismiss: 'Descartar',
	cancelled: (title: string) => `Se canceló la solicitud de ${title}.`,
	notCancelled: (title: string) => `La solicitud de ${title} se está enviando y ya no se puede cancelar.`,
	answered: (status: number) => (status < 400 ? `Respondida con ${status}` : `Respondida con ${status} (una respuesta de error: la solicitud no se repitió)`),
	answer: 'Respuesta',
	linkKept: (n: number) => `Bandeja de salida: ${n} ${n === 1 ? 'guardada' : 'guardadas'} para otra cuenta`,

	ownerMine: (email: string) => `Cuenta: ${email}`,
	ownerOther: (email: string) => `En cola de otra cuenta, ${email}: solo se envía cuando esa cuenta haya iniciado sesión aquí. No se muestran su entrada ni su respuesta.`,
	ownerSignedOut: (email: string) => `En cola de ${email}: se envía cuando esa cuenta inicie sesión aquí. Su entrada y su respuesta solo se le muestran a ella.`,
	ownerLegacy: 'De una versión anterior de Utilkit, que no registraba la cuenta: no se envía automáticamente.',
	ownerUnowned: 'Puesta en cola cuando ninguna cuenta había iniciado sesión aquí: no se envía automáticamente.',
	sendAs: (email: string) => `“Enviar” la envía como ${email}.`,
	signInToAdopt: 'Inicia sesión para enviarla.',
	send: 'Enviar',
	delete: 'Eliminar',
	deleted: (title: string) => `Se eliminó la solicitud de ${title}.`,
	notDeleted: (title: string) => `La solicitud de ${title} se está enviando y ya no se puede eliminar.`,
	notSent: (title: string) => `La solicitud de ${title} no se envió: inicia sesión primero.`,

	signOutTitle: '¿Cerrar sesión y eliminar la bandeja de salida?',
	signOutCount: (queued: number, answers: number) =>
		[queued ? `${queued} ${queued === 1 ? 'solicitud en cola' : 'solicitudes en cola'}` : '', answers ? `${answers} ${answers === 1 ? 'respuesta' : 'respuestas'}` : '']
			.filter(Boolean)
			.join(' y ') + ` ${queued + answers === 1 ? 'se eliminará' : 'se eliminarán'} de este navegador.`,
	signOutWhy: 'La bandeja de salida guarda las solicitudes (y sus entradas, secretos incluidos) solo para la cuenta que las hizo. Cerrar sesión las elimina, para que nadie que inicie sesión aquí después pueda enviarlas ni leerlas.',
	signOutCancel: 'Cancelar',
	signOutConfirm: 'Cerrar sesión y eliminar'
};
