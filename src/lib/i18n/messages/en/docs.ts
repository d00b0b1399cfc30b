/**
 * The API reference page (/docs): its handwritten guide (getting started, authentication,
 * limits, errors, the browser console), the reference's headings and labels, and the words the
 * reference's field rules and types are made of (`reference`, used at build time). Texts with
 * `backticks` are rendered by RichText: the backticked parts are code and stay as they are.
 */
export const docs = {
	pageTitle: 'API reference — Utilkit',
	onThisPage: 'On this page',
	onThisPageMenu: 'On this page (menu)',
	heading: 'API reference',
	version: (title: string, version: string) => `${title} · version ${version} · OpenAPI 3.1`,
	/** Around the link to /api/v1/openapi.json. */
	leadBefore:
		'Every tool in the app is also a JSON endpoint. The same input gives the same answer in the app, offline, and here. The machine-readable description of every endpoint is at ',
	leadAfter: ' (no key needed).',
	/** Shown on translated pages only: what the reference still says in English. */
	englishNote: "The responses' field descriptions, each endpoint's error conditions and the reference cases' names and sources come from the API contract and the tests, in English.",
	start: 'Getting started',
	startText: (origin: string) =>
		`The base address is \`${origin}/api/v1\`. Send JSON with \`POST\` (and \`Content-Type: application/json\`), read JSON back:`,
	exampleWhat: 'example',
	authentication: 'Authentication',
	authKeys:
		'Every request carries an API key in the `X-API-Key` header. Keys start with `ukit_`; the full key is shown once, when it is created, and only a hash of it is stored. An operator creates one with `npm run --silent cli -- keys create --email you@example.com --plan free`. Keep keys on servers and out of version control: the API sends no CORS headers unless the operator allows an origin.',
	authSession:
		"The web app's own calls use your signed-in session instead of a key; both count against the same account. A missing, malformed, unknown or revoked key is `401`, a deactivated account `403`.",
	limits: 'Limits and headers',
	limitsText:
		'Each plan has a per-minute rate limit and a monthly quota (calendar month, UTC). Past the rate limit the answer is `429` with `Retry-After: 60`; past the quota it is `402`. Every request that reaches an operation counts against the quota, including `422` validation answers; `401`, `402`, `403`, `429` and server errors do not. Built-in plans:',
	plan: 'Plan',
	perMinute: 'Per minute',
	perMonth: 'Per month',
	noLimit: 'no limit',
	headersIntro: 'Answers to authenticated requests carry the current state:',
	header: 'Header',
	meaning: 'Meaning',
	/** The rate-limit and quota headers, in the table's order. */
	limitHeaders: {
		'X-RateLimit-Limit': 'Requests allowed per minute on your plan',
		'X-RateLimit-Remaining': 'Requests you could still make right now, after this one',
		'X-RateLimit-Reset': 'Seconds until the whole per-minute limit is available again',
		'RateLimit-Policy': 'The IETF draft form of the policy, e.g. "minute";q=60;w=60',
		RateLimit: 'The IETF draft form of the state, e.g. "minute";r=59;t=1',
		'X-Quota-Limit': 'Requests allowed this calendar month (UTC)',
		'X-Quota-Remaining': 'Requests left this month'
	},
	errors: 'Errors',
	errorsText:
		'Error bodies are JSON with two string members, the message `detail` and a stable, machine-readable `code`: `{"detail": "…", "code": "invalid_input"}` (each response below lists its codes). Two endpoints use `error` instead of `detail`, as noted below (`/fake-data` validation and `/ai-chat`). Invalid input is `422` with a message naming each problem. Any endpoint can also answer:',
	status: 'Status',
	when: 'When',
	/**
	 * The answers every endpoint shares, by status. English repeats the API contract's words
	 * (COMMON_ERRORS in $lib/server/api/openapi.ts), which English pages show as they are.
	 */
	statusText: {
		200: 'Success',
		401: 'API key missing, malformed, unknown or revoked',
		402: 'Monthly quota exceeded',
		403: 'Account deactivated',
		404: 'Unknown path under `/api/v1`',
		405: 'Known path, wrong method (the `Allow` header names the right one)',
		413: 'Body larger than 1 MiB',
		415: 'POST body is not application/json',
		429: 'Rate limit exceeded; retry in 60 seconds (Retry-After: 60)',
		503: 'The database cannot be reached; safe to retry after Retry-After (5) seconds, not counted'
	},
	browser: 'From the browser console',
	browserText:
		'The app runs the same operations in a Web Worker, offline too. On any page of the app, the developer console has a small hook that answers exactly like the API (status and body), without a key or a network:',
	browserClock:
		'An optional third argument fixes the clock (milliseconds since the epoch) for operations that read it, such as TOTP. Tools that need the server go through `/api/v1` with your session instead.',
	/** The operations' search box (filters the sections below, offline). */
	search: 'Search operations',
	searchPlaceholder: 'Title, path or keyword',
	searchCount: (shown: number, total: number) => (shown === total ? `${total} operations` : `${shown} of ${total} operations`),
	noMatches: 'No operation matches. Try another word, or a path such as /hash.',
	sectionLink: (title: string) => `Link to “${title}”`,
	commonErrors: 'And the answers every endpoint can give',
	errorBody: 'Body',
	requestExample: 'Request example',
	responseExample: 'Response example',
	exampleChoice: 'Example',
	responseComputed: (name: string) => `The answer to the example “${name}”, computed when this page was built, for 15 January 2026 12:00 UTC: values that depend on the clock differ on every call.`,
	responseFromCase: (name: string) =>
		`A documented sample: the reference case “${name}”, which needs no upstream service (its source: below). It answers this request:`,
	responseRecorded: (name: string) =>
		`The answer to the example “${name}” as recorded: a generator gives new values on every call; an answer that comes from an upstream service was recorded from the stand-in the tests use, so real values differ.`,
	responseSource: (source: string) => `Source: ${source}`,
	codeSamples: 'Code samples',
	/** The raw-body sample of /hash, /hmac and /encode (docs/api.md, "Raw bodies"). */
	rawSamples: 'A file as the body (raw)',
	rawNote: 'The bytes themselves as application/octet-stream, streamed (up to 256 MiB by default), the parameters in the query string; file.bin is your file.',
	codeTabs: 'Language of the code sample',
	/** The Try-it panel: sends one request from this page. */
	tryPanel: 'Try it',
	tryIntro:
		'Sends the request from this page to this server. It uses the API key below, or, without one, your signed-in session. Each call counts against your quota.',
	tryKey: 'API key',
	tryKeyHelp: 'Kept in this tab only (session storage), never written to disk or sent anywhere else.',
	tryForget: 'Forget the key',
	tryBody: 'Request body (JSON)',
	tryParams: 'Parameters (JSON: path and query fields)',
	tryReset: 'Reset to the example',
	trySend: 'Send request',
	trySending: 'Sending…',
	tryStatus: 'Status',
	tryHeaders: 'Limit headers',
	tryNoHeaders: 'No limit headers (not signed in, or a plan without limits).',
	tryResponse: 'Response body',
	tryBadJson: (message: string) => `The JSON is not valid: ${message}`,
	tryFailed: (message: string) => `The request could not be sent: ${message}`,
	tryIt: 'Try it in the app',
	/** The link from an operation's section to its module's page (/docs/notes/<module>), which is in English. */
	notesLink: 'Limits and notes',
	requestParameters: 'Request parameters',
	requestBody: 'Request body',
	field: 'Field',
	where: 'In',
	type: 'Type',
	descriptionAndRules: 'Description and rules',
	/** Where a request field goes (the "In" column of GET endpoints). */
	places: { body: 'body', path: 'path', query: 'query' },
	optional: 'optional',
	required: 'required',
	none: 'None.',
	responses: 'Responses',
	either: 'Either',
	or: 'or',
	example: 'Example',
	curlCommand: 'curl command',
	curlLabel: (name: string) => `${name}: curl command`,
	/** An operation's summary followed by its data licence notice. */
	withAttribution: (summary: string, attribution: string) => `${summary} Data: ${attribution}`,
	/**
	 * The endpoints beside the operations (recipes, batches, what this server can answer), whose
	 * words are this page's rather than an operation catalog's. English repeats the OpenAPI
	 * document's (src/lib/server/api/openapi-multi.ts and openapi.ts; docs-data.test.ts checks
	 * they agree). Groups by their English name; fields and response fields by dotted path.
	 */
	endpoints: {
		groups: { 'Recipes and batches': 'Recipes and batches', Server: 'Server' } as Record<string, string>,
		batch: {
			title: 'Run several calls at once',
			summary: (max: number) =>
				`Up to ${max} independent calls in one request, answered in order. Each item is a single call of its own: its own status and body, its own request against the per-minute limit and the monthly quota (an item past a limit answers 429 or 402 in its place; an unknown operation 404, not counted). The answer's limit headers are the last item's.`,
			fields: {
				'requests.op': 'The operation\'s API path, as in the API reference: "/hash", "/encode", "/country-info/BR"',
				'requests.input': "The step's own input fields, as the operation's request body"
			} as Record<string, string>,
			responses: { 200: 'One answer per request, in order', 422: 'Not a batch (no requests, more than 100, an item without `op`)' } as Record<string, string>,
			responseFields: {} as Record<string, string>,
			examples: { 'Two hashes and a colour': 'Two hashes and a colour' } as Record<string, string>
		},
		'recipes-run': {
			title: 'Run a recipe',
			summary: (max: number) =>
				`Runs up to ${max} operations in order, each step taking fields of the previous step's answer (\`from\`: field → JSON Pointer). Each step counts one request against the per-minute limit and the monthly quota, all admitted before the first step runs (a recipe that does not fit is refused whole); steps that never run give their unit back. The first step that does not answer 200 ends the run with its status.`,
			fields: {
				'steps.op': 'The operation\'s API path, as in the API reference: "/hash", "/encode", "/country-info/BR"',
				'steps.input': "The step's own input fields, as the operation's request body",
				'steps.from': "Input fields taken from the previous step's answer: field name → JSON Pointer (RFC 6901) into that answer"
			} as Record<string, string>,
			responses: {
				200: "Every step answered 200: the last step's answer and every step's",
				402: 'The recipe needs more requests than the month has left',
				422: 'Not a recipe (no steps, more than 20, an unknown operation, a bad pointer), or a step ended the run with 422 (its own answer under `steps`)',
				429: 'The recipe needs more requests than the minute has left (Retry-After: 60)',
				default: "A step answered another status (400, 404, 502 …): the run ended there with that step's status"
			} as Record<string, string>,
			responseFields: { output: "The last step's answer", 'steps.body': "The step's answer, as its own call would give it", step: 'The step at fault, from 1' } as Record<string, string>,
			examples: { 'Base64, then its SHA-256': 'Base64, then its SHA-256' } as Record<string, string>
		},
		capabilities: {
			title: 'What this server can answer',
			summary: (_max: number) =>
				'Every operation with `available`: false when the operator has not configured its upstream (`reason`: `not_configured`: AI chat without AI_BASE_URL, translation without TRANSLATE_BASE_URL) or when its last call to the operator’s upstream (AI, translation, VIES) failed within the last five minutes (`unreachable`). Needs no key and uses no quota.',
			fields: {} as Record<string, string>,
			responses: { 200: 'The operations and whether each can answer now' } as Record<string, string>,
			responseFields: {} as Record<string, string>,
			examples: { 'A server without AI_BASE_URL and TRANSLATE_BASE_URL': 'A server without AI_BASE_URL and TRANSLATE_BASE_URL' } as Record<string, string>
		}
	},
	/** The page "Coming from IT-Tools or CyberChef" (/docs/coming-from). */
	comingFrom: {
		pageTitle: 'Coming from IT-Tools or CyberChef — Utilkit',
		heading: 'Coming from IT-Tools or CyberChef',
		lead: 'Every tool of IT-Tools and every operation of CyberChef, with the Utilkit tool that does the same job and the settings that make it do so. The link opens the tool with those settings filled in; the same settings work in the API, offline and over MCP.',
		/** "IT-Tools: 48 of 86 tools": those a Utilkit tool does in whole or in part. */
		count: (covered: number, total: number, anchor: string) => `${anchor}: ${covered} of ${total} tools`,
		filter: 'Filter',
		filterPlaceholder: 'e.g. Gunzip, AES, From Hexdump',
		noMatch: 'No tool matches.',
		anchorTool: (anchor: string) => `${anchor} tool`,
		utilkitTool: 'Utilkit tool',
		settings: 'Settings',
		status: {
			covered: 'Yes',
			partial: 'In part',
			'app-only': 'Not a data tool',
			missing: 'Not yet'
		},
		/** How each status reads for a screen reader and in the legend. */
		statusHelp: {
			covered: 'Does the same job.',
			partial: 'Does most of the job; the tool\'s page says what differs.',
			'app-only': 'About the browser or the page itself (a stopwatch, a camera): nothing to run.',
			missing: 'No Utilkit tool does this yet.'
		},
		other: 'Other'
	},
	/** The reference's rules and types, composed at build time by reference.ts. */
	reference: {
		arrayOf: (type: string) => `array of ${type}`,
		range: (min: number, max: number) => `${min} to ${max}`,
		atLeast: (min: number) => `at least ${min}`,
		atMost: (max: number) => `at most ${max}`,
		minLength: (n: number) => `at least ${n} character${n === 1 ? '' : 's'}`,
		/** `n` is already formatted for the language ("5,000"). */
		maxLength: (n: string) => `up to ${n} characters`,
		minItems: (n: number) => `at least ${n} item${n === 1 ? '' : 's'}`,
		maxItems: (n: number) => `at most ${n} item${n === 1 ? '' : 's'}`,
		format: (format: string) => `format ${format}`,
		pattern: (pattern: string) => `pattern ${pattern}`,
		/** `value` is JSON. */
		defaultValue: (value: string) => `default ${value}`,
		/** The curl examples' names when the contract gives none. */
		example: 'Example',
		exampleN: (n: number) => `Example ${n}`
	}
};
