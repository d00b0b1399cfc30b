/**
 * The offline outbox: the header's Outbox link and the /outbox page (requests to server tools
 * queued while offline, their states and answers). The tool titles in the list are the ones
 * stored when the request was queued.
 */
export const outbox = {
	link: 'Outbox',
	linkWaiting: (n: number) => `Outbox: ${n} waiting to be sent`,
	linkAnswers: (n: number) => `Outbox: ${n} answer${n === 1 ? '' : 's'} to read`,

	pageTitle: 'Outbox — Utilkit',
	heading: 'Outbox',
	lead: 'Requests to tools that run on the server, made while you were offline. They are sent when the connection returns (even with this tab closed, in browsers with Background Sync) and their answers are kept here until you dismiss them. They are stored only in this browser.',
	loading: 'Loading…',
	offlineWaiting: (n: number) => `You are offline: ${n} waiting, sent when you are back online.`,
	waiting: (n: number) => `${n} waiting to be sent.`,
	nothingWaiting: 'Nothing waiting to be sent.',
	memoryOnly: 'This browser refused local storage: queued requests last only while this page is open.',
	signInBefore: 'Some requests need you to be signed in. ',
	signInLink: 'Sign in',
	signInAfter: ', then come back and send them.',
	sendNow: 'Send now',
	dismissAllSent: 'Dismiss all sent',
	empty: 'The outbox is empty. When you run a server tool offline, the request waits here.',

	states: { queued: 'Queued', sending: 'Sending…', done: 'Sent', failed: 'Failed' },
	signInToSend: 'Sign in to send',
	noInput: '(no input)',
	queuedAt: (when: string) => `Queued ${when}`,
	unreachable: (cause: string) => (cause ? `The server could not be reached (${cause}).` : 'The server could not be reached.'),
	cancel: 'Cancel',
	retry: 'Retry',
	dismiss: 'Dismiss',
	cancelled: (title: string) => `Cancelled the ${title} request.`,
	notCancelled: (title: string) => `The ${title} request is being sent and can no longer be cancelled.`,
	answered: (status: number) => (status < 400 ? `Answered ${status}` : `Answered ${status} (an error answer: the request was not retried)`),
	responseBody: 'Response body'
};
