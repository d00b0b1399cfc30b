/**
 * A tool's page: the form (with the hints schema-form.ts writes), the result, the history, share
 * and API panels, and the copy buttons and "works offline" badges used across the app. The
 * operations' own words (titles, field labels, error details, their result views' words) live in
 * each operation's folder (`src/lib/ops/<module>/i18n.ts`), not here.
 */
export const tool = {
	breadcrumb: 'Breadcrumb',
	allTools: 'All tools',
	attribution: (source: string) => `Data: ${source}`,
	input: 'Input',
	live: 'Updates as you type',
	examples: 'Examples',
	run: 'Run',
	queue: 'Queue',
	clear: 'Clear',
	linkInvalid: 'The inputs in this link could not be read (it may have been cut short).',
	/** `missing`: the secret fields the link left out, joined; empty when none. */
	linkAwaitsSecret: (label: string) => `Fill in ${label} to see the answer: the link did not include it.`,
	linkFilled: (missing: string) => `Inputs filled in from the link.${missing ? ` Secret fields were not shared: ${missing}.` : ''}`,
	queued: {
		done: 'Sent from the outbox now that you are back online; the answer is below.',
		needsSignIn: 'Queued — sign in to send it.',
		sending: 'Sending from the outbox…',
		failed: 'Queued, but the server could not be reached; retry from the outbox.',
		waiting: 'Queued — will be sent when you are back online.',
		openOutbox: 'Open the outbox'
	},

	/** The form's field hints and problems (schema-form.ts) and its fixed words (FormField). */
	form: {
		/** The pickers of country, time zone, language and currency fields (lib/tools/pickers). */
		picker: {
			placeholder: { country: 'Type a country or its code', timezone: 'Type a city, a zone or UTC±hh', language: 'Type a language or its code', currency: 'Type a currency or its code' },
			choices: 'Suggestions',
			noMatches: 'Nothing matches; the text is sent as typed.',
			loading: 'Loading…'
		},
		/** "Use my location" beside latitude/longitude fields. */
		location: {
			use: 'Use my location',
			locating: 'Finding your location…',
			filled: 'Filled in with your location.',
			denied: 'Location access is blocked for this site. Allow it in the browser’s site settings, or type the coordinates.',
			unavailable: 'Your location is not available right now. Type the coordinates instead.'
		},
		noInput: 'This tool takes no input.',
		optional: 'optional',
		/** Narrow screens fold a field's help behind "?" and the optional fields under "More options". */
		help: (label: string) => `Help: ${label}`,
		moreOptions: (count: number) => `More options (${count})`,
		/** How many of the folded fields hold something other than their default. */
		moreChanged: (count: number) => `${count} set`,
		choose: 'Choose…',
		notSet: 'Automatic',
		atLeast: (n: number) => `at least ${n}`,
		atMost: (n: number) => `at most ${n}`,
		upToCharacters: (n: number) => `up to ${n.toLocaleString('en')} characters`,
		/** `value`: the default as JSON. */
		defaultValue: (value: string) => `default ${value}`,
		json: 'JSON',
		jsonArray: 'JSON array',
		jsonObject: 'JSON object',
		invalidJson: 'Not valid JSON: check the quotes, commas and brackets.',
		onePerLine: 'one per line',
		/** Date fields (typed-dates.ts): the order of a numeric date in this language, and its words. */
		dates: {
			order: 'mdy' as 'mdy' | 'dmy',
			/** BCP 47 tag for month names and for showing dates. */
			locale: 'en-US',
			pick: 'Pick from the calendar',
			/** `a`, `b`: the two readings said in words; `isoA`, `isoB`: the same as YYYY-MM-DD. */
			ambiguous: (a: string, b: string, isoA: string, isoB: string) => `${a} or ${b}? Type ${isoA} or ${isoB}, or pick the day from the calendar.`,
			unreadable: (example: string) => `Not a date this page can read: type one such as ${example}, or pick it from the calendar.`
		},
		/** Validation problems under the field they concern (src/lib/tools/field-problems.ts). */
		problems: {
			required: 'Required.',
			empty: 'Must not be empty.',
			shorterThan: (n: number) => `At least ${n} characters.`,
			longerThan: (n: number) => `At most ${n.toLocaleString('en')} characters.`,
			fewerThan: (n: number) => `At least ${n} ${n === 1 ? 'entry' : 'entries'}.`,
			moreThan: (n: number) => `At most ${n} entries.`,
			below: (n: number) => `Must be ${n.toLocaleString('en')} or more.`,
			above: (n: number) => `Must be ${n.toLocaleString('en')} or less.`,
			oneOf: (values: string) => `Must be one of: ${values}.`,
			wrongType: (expected: string) => (expected === 'int' ? 'Must be a whole number.' : expected === 'number' ? 'Must be a number.' : `Must be a ${expected}.`),
			format: 'Not in the expected format.',
			summary: 'Check the highlighted fields.'
		}
	},

	result: {
		title: 'Result',
		running: 'Running',
		runningEllipsis: 'Running…',
		downloadingData: (percent: number) => `Downloading this tool’s data… ${percent} %`,
		placeholder: 'Fill in the form and run the tool to see the answer here.',
		jsonResponse: 'JSON response',
		checkInput: 'Check the input',
		couldNotAnswer: 'The tool could not answer',
		didNotSucceed: 'The operation did not succeed.',
		/** HTTP reason phrases shown beside the status code. */
		reasons: {
			200: 'OK',
			400: 'Bad request',
			401: 'Unauthorized',
			402: 'Quota exceeded',
			403: 'Forbidden',
			404: 'Not found',
			413: 'Too large',
			415: 'Unsupported media type',
			422: 'Invalid input',
			429: 'Too many requests',
			500: 'Internal error',
			502: 'Upstream error',
			503: 'Unavailable'
		},
		/** What to do about answers the input cannot fix. */
		hints: {
			401: 'Tools that run on the server need you to be signed in (or an API key when you call the API).',
			402: 'This month’s quota is used up; it renews on the first day of next month (UTC).',
			429: 'Too many requests this minute; wait a minute and try again.'
		},
		/** Refusals by the answer's `code`, said for people (the English detail stays in the JSON below). */
		byCode: {
			time_limit_exceeded: {
				title: 'This took too long',
				message: 'The tool ran past its time limit and was stopped, so the page stays responsive. Try a smaller input or simpler settings.'
			},
			memory_limit_exceeded: {
				title: 'This needs too much memory',
				message: 'The tool would need more memory than it may use. Try a smaller input or lower cost settings.'
			},
			concurrency_limited: {
				title: 'Your other runs are still going',
				message: 'Only a few demanding runs of one account go at once. Try again when one of them has answered.'
			},
			server_busy: {
				title: 'The server is busy',
				message: 'Every place for demanding runs is taken right now. Try again in a few seconds.'
			},
			// The app's worker's own refusals (lib/worker/ops.worker.ts, lib/run/worker-client.ts), never the API's.
			code_unavailable: { title: 'This tool could not load', message: 'Could not load this tool’s code. Reconnect and try again.' },
			data_unavailable: { title: 'This tool needs its data', message: 'This tool downloads its data the first time it is used. Reconnect and try again.' },
			worker_unavailable: { title: 'The tools could not start', message: 'The operations worker could not start. Reconnect and try again.' }
		} as Record<string, { title: string; message: string }>,
		answer: 'Answer',
		/** "Show the API call" under a tool's result: the request and the raw answer, for developers. */
		apiCall: {
			show: 'Show the API call',
			request: 'Request',
			/** `status`: the HTTP status with its reason phrase ("422 Invalid input"); `time`: how long it took, or ''. */
			answer: (status: string, time: string) => `Answer: HTTP ${status}${time ? ` · ${time}` : ''}`,
			inBrowser: 'This tool ran in your browser; the API gives the same answer to this request:'
		},
		/** The form holds something it cannot send: the last answer is not shown as if it were this input's. */
		stale: 'Fix the highlighted field to see the answer.',
		copyJson: 'Copy JSON',
		download: 'Download'
	},

	/** CopyButton and CodeBlock, also used outside the tool page. */
	copy: {
		copy: 'Copy',
		copied: 'Copied',
		failed: 'Copy failed',
		copiedStatus: 'Copied to the clipboard',
		failedStatus: 'Could not copy',
		example: 'example'
	},

	/** RunsBadge: where a tool runs, wherever tools are listed. */
	runs: {
		offline: 'Offline',
		worksOffline: 'Works offline',
		offlineTitle: 'Runs in your browser; works without a network',
		network: 'Network',
		needsNetwork: 'Needs network',
		networkTitle: 'Runs on the server; needs a network connection',
		unavailable: 'Unavailable on this server',
		unavailableShort: 'Unavailable',
		notConfiguredTitle: 'This server has no upstream service configured for this tool',
		unreachableTitle: 'This tool’s upstream service failed just now; it may answer again soon'
	},

	history: {
		title: 'History',
		clearAll: 'Clear all',
		confirmLabel: 'Confirm clearing the history',
		confirm: (count: number) => (count === 1 ? 'Delete the one run of this tool?' : `Delete all ${count} runs of this tool?`),
		deleteAll: 'Delete all',
		cancel: 'Cancel',
		about: (limit: number) => `The last ${limit} runs of this tool, kept only in this browser.`,
		secretsNotKept: 'Secret fields are not kept.',
		/** `names`: the tool's secret fields, joined. */
		keepSecrets: (names: string) => `Keep secret fields (${names}) in this tool's history`,
		unavailable: 'History is not available: this browser refused local storage (IndexedDB).',
		empty: 'Runs you make appear here.',
		pastRuns: 'Past runs',
		noInput: '(no input)',
		notKept: (names: string) => `not kept: ${names}`,
		runAgain: 'Run again',
		runAgainLabel: (time: string) => `Run again the run of ${time}`,
		restore: 'Restore',
		restoreLabel: (time: string) => `Restore the inputs of ${time}`,
		delete: 'Delete',
		deleteLabel: (time: string) => `Delete the run of ${time}`
	},

	share: {
		title: 'Share these inputs',
		/** Around a `#` in code. */
		aboutBefore: 'The link carries the current inputs after the ',
		aboutAfter: ', which browsers never send to a server: opening it fills in this form.',
		linkLabel: 'Share link',
		copyLink: 'Copy link',
		includeSecrets: (names: string) => `Include secret fields (${names})`,
		leftOut: (names: string) => `Left out of the link: ${names}.`,
		long: (length: number) => `This link is ${length.toLocaleString('en')} characters long; some apps cut links that long.`
	},

	api: {
		title: 'Use this from the API',
		/** Split around the endpoint, the variable's name and the link, each shown as code or a link. */
		before: 'The same input, sent to ',
		afterEndpoint: ', gives the same answer. Create a key, keep it in the environment variable ',
		afterVariable: ', and see the ',
		link: 'API reference',
		after: '.',
		tabs: 'Language',
		what: { curl: 'curl command', javascript: 'JavaScript snippet', python: 'Python snippet' }
	}
};
