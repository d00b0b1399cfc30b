/** How long to wait before trying again, from the server's Retry-After (seconds), as a sentence. */
const retry = (seconds: number | null) => {
	if (seconds === null) return 'Try again later.';
	if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
	const minutes = Math.ceil(seconds / 60);
	return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/**
 * Accounts: the header's account link, the sign-in gate on server tools, the sign-in and
 * sign-up pages and the dashboard (keys, usage, profile, password). `errors` are the words the
 * forms show for the account endpoints' error answers, chosen by HTTP status (the server's own
 * `detail` is English and shown only for an answer nobody expected).
 */
export const account = {
	signIn: 'Sign in',
	/** The header's account link offline: the account last loaded here (its title). */
	knownOffline: (email: string) => `${email} — offline: signed in as of the last connection`,

	gateOffline: 'You are offline: this tool runs on the server. Requests are queued and sent when you are back online and signed in.',
	gateTitle: 'Sign in to use this tool.',
	gateText: "It runs on the server and counts against your account's quota.",

	signinTitle: 'Sign in · Utilkit',
	signinLead: 'Your account holds your API keys and lets the tools that run on the server work in the app.',
	noAccountBefore: 'No account yet? ',
	noAccountLink: 'Create one',
	noAccountAfter: '.',

	signupTitle: 'Create an account · Utilkit',
	signupHeading: 'Create an account',
	signupLead: 'Free plan: 60 requests a minute, 1,000 a month. Tools that run in your browser never need an account.',
	forgotLink: 'Forgot your password?',
	haveAccountBefore: 'Already have an account? ',
	haveAccountAfter: '.',

	offlineSignIn: 'You are offline. Signing in needs the server.',
	offlineSignUp: 'You are offline. Signing up needs the server.',
	email: 'E-mail',
	password: 'Password',
	passwordHint: 'At least 10 characters, and not easy to guess. A long phrase is easiest to remember.',
	createAccount: 'Create account',

	dashboardTitle: 'Your account · Utilkit',
	loadingAccount: 'Loading your account…',
	yourAccount: 'Your account',
	dashboardOffline: 'You are offline. Your keys and usage need the server; the tools that run in your browser still work.',
	notSignedInBefore: 'You are not signed in. ',
	notSignedInOr: ' or ',
	notSignedInCreate: 'create an account',
	notSignedInAfter: '.',
	plan: (plan: string) => `plan ${plan}`,
	signOut: 'Sign out',
	deactivatedTitle: 'This account was deactivated by the operator.',
	deactivatedText: 'Its keys and the server tools answer 403 until the operator activates it again; new keys cannot be created.',
	profileStep: 'Add your name',
	profileStepText: 'Optional: your name (and company) show on this page and in the header. Keys do not need them; you can add them later under Profile.',
	skipProfile: 'Skip for now',
	keysTitle: 'API keys',
	keysBefore: 'Send a key in the ',
	keysAfter: ' header. The tools in this app use your session instead and never need one.',
	usageTitle: 'Usage this month',
	profileTitle: 'Profile',
	passwordTitle: 'Password',
	sessionsTitle: 'Signed-in devices',
	emailTitle: 'E-mail address',

	/**
	 * The dashboard's banner while the account's address is not confirmed. `inFolder`: the server
	 * has no SMTP relay, so its mails are files in DATA_DIR/mail/ that only its operator reads.
	 */
	unverified: {
		title: 'Confirm your e-mail address:',
		text: (email: string, inFolder: boolean) =>
			inFolder
				? `this server sends no e-mail, so the link for ${email} was written to its mail folder (DATA_DIR/mail/), for the operator to pass on. Follow it to create API keys.`
				: `we sent a link to ${email}. Follow it to create API keys.`,
		operatorHint: 'If you run this server, this command prints a fresh link:',
		commandWhat: 'the command',
		resend: 'Send it again',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `A new link for ${email} was written to the server's mail folder (DATA_DIR/mail/). Links made before no longer work.`
				: `A new link is on its way to ${email}. Check your inbox, and the spam folder too.`,
		already: 'Your address is already confirmed.',
		keysBlocked: 'Confirm your e-mail address to create keys: follow the confirmation link.'
	},

	/** The dashboard's form that changes the account's address (a link goes to the new one). */
	emailChange: {
		current: (email: string) => `Your address is ${email}. To change it, enter the new one, then follow the link that confirms it: the address changes only then.`,
		newEmail: 'New e-mail address',
		submit: 'Send the confirmation link',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `If ${email} can be used, a link to confirm it was written to the server's mail folder (DATA_DIR/mail/), for the operator to pass on: this server sends no e-mail. Your address changes when the link is followed; until then it stays as it is.`
				: `If ${email} can be used, a link is on its way to it. Your address changes when you follow the link; until then it stays as it is.`
	},

	forgot: {
		title: 'Forgot your password · Utilkit',
		heading: 'Forgot your password?',
		lead: 'Enter the address of your account to get a link that sets a new password.',
		offline: 'You are offline. Setting a new password needs the server.',
		submit: 'Send the link',
		sent: (email: string, inFolder: boolean) =>
			inFolder
				? `If ${email} is the address of an account, a link to set a new password was written to the server's mail folder (DATA_DIR/mail/), for the operator to pass on: this server sends no e-mail. The link works once, for a limited time.`
				: `If ${email} is the address of an account, a link to set a new password is on its way to it. Check your inbox, and the spam folder too. The link works once, for a limited time.`,
		rememberedBefore: 'Remembered it? ',
		rememberedAfter: '.'
	},

	reset: {
		title: 'Set a new password · Utilkit',
		heading: 'Set a new password',
		lead: 'Choose a new password for your account. Every browser signed in to it is signed out.',
		noToken: 'This page opens from a link that sets a new password, and the link that opened it is incomplete. Open the whole link again, or ask for a new one.',
		submit: 'Set the new password',
		done: (others: number) =>
			`Your password was changed${others ? ` and ${others === 1 ? '1 session was' : `${others} sessions were`} signed out` : ''}. Sign in with the new password.`,
		badLink: 'This link was already used, has expired, was replaced by a newer link or a new password, or was not copied whole.',
		newLink: 'Ask for a new link'
	},

	verify: {
		title: 'Confirm your e-mail address · Utilkit',
		heading: 'Confirm your e-mail address',
		checking: 'Confirming your address…',
		done: (email: string) => `${email} is confirmed.`,
		doneText: 'You can create API keys now.',
		toDashboard: 'Go to your account',
		noToken: 'This page opens from a link that confirms an address, and the link that opened it is incomplete. Open the whole link again.',
		badLink: 'This link was already used, has expired, was replaced by a newer link or a new password, or was not copied whole.',
		taken: 'Another account took this address after the link was sent, so your address was not changed.',
		newLinkSignedIn: 'Ask for a new link on your account page.',
		newLinkSignedOut: 'Sign in to ask for a new link on your account page.'
	},
	strength: {
		label: 'Password strength',
		levels: ['Too easy to guess', 'Very easy to guess', 'Easy to guess', 'Hard to guess', 'Very hard to guess'],
		enough: 'Strong enough.',
		notEnough: 'Not strong enough yet: it must be at least “hard to guess”.',
		checking: 'Checking…'
	},
	sessions: {
		intro: 'Each browser where this account is signed in. A session ends after 30 days without use, and 30 days after sign-in at the latest.',
		started: 'Signed in',
		lastSeen: 'Last used',
		expires: 'Ends',
		thisDevice: 'This browser',
		otherDevice: 'Another browser',
		end: 'End',
		endThis: 'Sign out here',
		endConfirm: 'End this session? That browser will have to sign in again.',
		ended: 'The session was ended.',
		gone: 'This session had already ended.',
		none: 'No sessions.'
	},

	name: 'Name',
	company: 'Company',
	optional: 'optional',
	profileSaved: 'Profile saved.',
	saveProfile: 'Save profile',

	currentPassword: 'Current password',
	newPassword: 'New password',
	newPasswordHint: 'At least 10 characters. Every other device signed in to this account is signed out.',
	changePassword: 'Change password',
	passwordChanged: (others: number) =>
		`Password changed. ${others === 1 ? '1 other session was' : `${others} other sessions were`} signed out.`,

	keys: {
		freshTitle: (name: string | null) => `Copy your new key now${name ? ` (${name})` : ''}.`,
		freshText: 'It is shown only this once: Utilkit stores only a hash of it.',
		copyWhat: 'API key',
		copiedIt: 'I have copied it',
		label: 'Label',
		labelPlaceholder: 'e.g. production server',
		labelHint: (name: string) => `Optional. Left empty, the key is called “${name}”.`,
		create: 'Create key',
		key: 'Key',
		created: 'Created',
		lastUsed: 'Last used',
		actions: 'Actions',
		revoke: 'Revoke',
		never: 'never',
		noLiveKeys: 'No live keys.',
		revokedCount: (n: number) => `${n} revoked ${n === 1 ? 'key' : 'keys'}`,
		revokedAt: (when: string) => `revoked ${when}`,
		revokeConfirm: (name: string) => `Revoke ${name}? Programs using it stop working at once.`
	},

	usage: {
		loading: 'Loading usage…',
		planBefore: 'Plan ',
		/** The plan's limits, formatted; null is unlimited. */
		planAfter: (perMinute: string | null, perMonth: string | null) =>
			`: ${perMinute ?? 'unlimited'} requests a minute, ${perMonth ?? 'unlimited'} a month (UTC calendar month).`,
		usedIn: (month: string) => ` requests in ${month}`,
		ofLimit: (limit: string, left: string) => ` of ${limit} (${left} left)`,
		quotaUsed: 'Monthly quota used',
		perDay: 'Requests per day',
		perDayChart: 'Requests per day this month',
		byOperation: 'By operation',
		requests: (n: string, count: number) => `${n} ${count === 1 ? 'request' : 'requests'}`,
		yAxis: 'Requests',
		xAxis: (month: string) => `Day of ${month} (UTC)`,
		chartHelp: 'Each bar is a day; its colours are the operations. Arrow keys move between days.',
		other: 'Other operations',
		operation: 'Operation',
		share: 'Share',
		total: 'Total',
		none: 'No requests this month yet.'
	},

	errors: {
		offline: 'You are offline: accounts need the server.',
		answered: (status: number) => `The server answered ${status}`,
		notSignedIn: 'You are not signed in (the session may have ended). Sign in again.',
		refused: 'The server refused the request because it did not come from this site. Reload the page and try again.',
		tooLarge: 'What you sent is too long.',
		serverError: 'Something went wrong on the server. Try again in a moment.',
		busy: 'Many sign-ins are being checked right now. Try again in a second.',
		wrongCredentials: 'Wrong e-mail or password.',
		signupTaken: (inFolder: boolean) =>
			`This address cannot be used with this password. If it is yours, sign in instead, or set a new password: ${inFolder ? "a note for it was written to the server's mail folder (DATA_DIR/mail/)" : 'we mailed it a note'}.`,
		invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
		passwordRules: 'The password must be at least 10 characters long (and at most 1,024 bytes).',
		weakPassword: 'This password is too easy to guess: see the advice under it.',
		tooManySignIns: (seconds: number | null) => `Too many sign-in attempts from your network. ${retry(seconds)}`,
		tooManySignUps: (seconds: number | null) => `Too many sign-ups from this network address. ${retry(seconds)}`,
		profileInvalid: 'Enter your name. The name and the company may have at most 100 characters each.',
		wrongCurrentPassword: 'The current password is wrong.',
		newPasswordRules: 'The new password must be at least 10 characters long (and at most 1,024 bytes).',
		tooManyWrongPasswords: (seconds: number | null) => `Too many wrong passwords for this account. ${retry(seconds)}`,
		deactivated: 'This account was deactivated by the operator: new keys cannot be created.',
		tooManyKeys: 'An account can hold at most 20 live keys: revoke one first.',
		labelTooLong: 'The label may have at most 60 characters.',
		keyGone: 'This key was already revoked, or is not in your account.',
		unverified: 'Confirm your e-mail address first: keys can be created once it is confirmed.',
		tooManyMails: (seconds: number | null) => `Enough e-mails went to this address for now. ${retry(seconds)}`,
		tooManyRequests: (seconds: number | null) => `Too many requests. ${retry(seconds)}`,
		sameEmail: 'Enter a valid e-mail address other than your current one.'
	}
};
