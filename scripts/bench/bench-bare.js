// Baselines for `npm run bench`: bare node:http doing the same work as POST /api/v1/hash
// (read the body, JSON.parse, the same OpenSSL SHA-256 the server's hash operation uses since
// session 15 (src/lib/server/native-digest.ts), JSON response), with no auth or limits.
// BENCH_BARE_HEADERS=1: the same, plus the eleven headers the API's answer carries (request id,
// the rate-limit, RateLimit and quota headers, nosniff, no-store; values built per request as the
// API builds them). That server is the ceiling of the API on the machine: what the contract's
// headers alone cost, with no key check, limit, quota, validation or usage counting.
// POST /api/v1/recipes/run: a recipe of the bench's own operations (/encode base64 both ways,
// /hash sha256) done the bare way — Buffer, OpenSSL, the steps' `from` pointers, the answer with
// every step's body as the API writes it: the floor of a recipe's cost (scripts/bench/bench-recipes.js).
import http from 'node:http';
import { hash, randomBytes } from 'node:crypto';

const WITH_HEADERS = process.env.BENCH_BARE_HEADERS === '1';
const PREFIX = randomBytes(6).toString('base64url');
const LIMIT = 1_000_000_000;
let sequence = 0;

function headersFor(length) {
	if (!WITH_HEADERS) return { 'content-type': 'application/json', 'content-length': length };
	const n = ++sequence;
	const remaining = LIMIT - (n % LIMIT);
	const reset = 60 - (Math.floor(Date.now() / 1000) % 60);
	return {
		'x-request-id': `${PREFIX}-${n.toString(36)}`,
		'x-ratelimit-limit': String(LIMIT),
		'x-ratelimit-remaining': String(remaining),
		'x-ratelimit-reset': String(reset),
		'ratelimit-policy': `"minute";q=${LIMIT};w=60`,
		ratelimit: `"minute";r=${remaining};t=${reset}`,
		'x-quota-limit': String(LIMIT),
		'x-quota-remaining': String(remaining),
		'content-type': 'application/json',
		'x-content-type-options': 'nosniff',
		'cache-control': 'no-store',
		'content-length': String(length)
	};
}

// The text straight into OpenSSL, as the API's hash operation does it (src/lib/server/native-digest.ts).
const sha256 = (input) => ({ input, hashes: { sha256: hash('sha256', input, 'hex') } });

/** The two operations bare recipes use, without validation beyond what the bench sends. */
const OPERATIONS = {
	'/hash': ({ input }) => sha256(input),
	'/encode': ({ input, scheme, direction }) => ({
		output: direction === 'encode' ? Buffer.from(input, 'utf8').toString('base64') : Buffer.from(input, 'base64').toString('utf8'),
		scheme,
		direction
	})
};

/** Runs a recipe's steps in order, each taking its `from` fields (one-level pointers) out of the answer before. */
function runRecipe({ steps }) {
	const answers = [];
	let previous;
	for (const step of steps) {
		const input = { ...step.input };
		for (const field in step.from ?? {}) {
			let value = previous;
			for (const token of step.from[field].slice(1).split('/')) value = value[token];
			input[field] = value;
		}
		previous = OPERATIONS[step.op](input);
		answers.push({ op: step.op, status: 200, body: previous });
	}
	return { output: previous, steps: answers };
}

const server = http.createServer((req, res) => {
	const chunks = [];
	req.on('data', (c) => chunks.push(c));
	req.on('end', () => {
		const request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
		const body = JSON.stringify(req.url === '/api/v1/recipes/run' ? runRecipe(request) : sha256(request.input));
		res.writeHead(200, headersFor(Buffer.byteLength(body)));
		res.end(body);
	});
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
