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
	/** The heading of an answered request's result, shown in its tool's own view. */
	answer: 'Answer',
	linkKept: (n: number) => `Outbox: ${n} kept for another account`,

	// Whose each entry is (docs/security.md, "Outbox per account").
	ownerMine: (email: string) => `Account: ${email}`,
	ownerOther: (email: string) => `Queued by another account, ${email}: sent only when that account is signed in here. Its input and answer are not shown.`,
	ownerSignedOut: (email: string) => `Queued by ${email}: sent once that account signs in here. Its input and answer are shown to it only.`,
	ownerLegacy: 'From an earlier version of Utilkit, which did not record the account: it is not sent automatically.',
	ownerUnowned: 'Queued while no account was signed in here: it is not sent automatically.',
	sendAs: (email: string) => `“Send” sends it as ${email}.`,
	signInToAdopt: 'Sign in to send it.',
	send: 'Send',
	delete: 'Delete',
	deleted: (title: string) => `Deleted the ${title} request.`,
	notDeleted: (title: string) => `The ${title} request is being sent and can no longer be deleted.`,
	notSent: (title: string) => `The ${title} request was not sent: sign in first.`,

	// The sign-out confirmation, when the outbox holds something of the account.
	signOutTitle: 'Sign out and delete the outbox?',
	signOutCount: (queued: number, answers: number) =>
		[queued ? `${queued} queued request${queued === 1 ? '' : 's'}` : '', answers ? `${answers} answer${answers === 1 ? '' : 's'}` : '']
			.filter(Boolean)
			.join(' and ') + ' will be deleted from this browser.',
	signOutWhy: 'The outbox keeps requests (and their inputs, secrets included) only for the account that made them. Signing out deletes them, so that nobody who signs in here next can send or read them.',
	signOutCancel: 'Cancel',
	signOutConfirm: 'Sign out and delete'
};
