/**
 * Turns the OpenAPI document (buildOpenApi) into what the /docs page renders: endpoints by
 * group, each with its fields (nested ones too), limits, defaults, responses, errors, request
 * examples and a response example. The code samples are built from the examples in the
 * browser, by the same function tests/api/docs-examples.test.ts runs (`referenceSnippets`).
 * Runs at build
 * time only (the page is prerendered), so the page's bundle carries none of this. The rules
 * and types are worded in the page's language (`ReferenceWords`); the texts taken from the
 * document are the contract's own (+page.server.ts translates what the catalogs have).
 */
import type { Locale } from '$lib/i18n/locales.js';
import type { Messages } from '$lib/i18n/messages/en/index.js';
import type { JsonSchema } from '$lib/tools/schema-form.js';
import type { ResponseExample } from '$lib/server/api/openapi.js';

/** The words rules, types and unnamed examples are made of, in the page's language. */
export type ReferenceWords = Messages['docs']['reference'];

/** The language of the reference being built: its words and how numbers are written. */
interface Wording {
	words: ReferenceWords;
	locale: Locale;
}

/** Replaced in the browser by the page's own origin. */
export const ORIGIN_PLACEHOLDER = 'https://utilkit.example';

export interface RefField {
	name: string;
	/** Where the field goes: the JSON body, the path or the query string (responses: body). */
	in: 'body' | 'path' | 'query';
	type: string;
	required: boolean;
	/** "1–300", "up to 200 characters", "default 30", … */
	rules: string[];
	description?: string;
	/** Fields of a nested object, indented under this one. */
	children?: RefField[];
}

export interface RefResponse {
	status: string;
	description: string;
	/** Fields of the body, one list per alternative shape. */
	shapes: RefField[][];
	/**
	 * What the operation's definition says about this answer beyond its status and condition
	 * (every other member of its DocumentedError, e.g. a machine-readable code), as name and value:
	 * shown as they are, so a new member appears on the page without a change here.
	 */
	extra: [string, string][];
	/** One of the answers every endpoint can give (listed once, in the page's Errors section). */
	common: boolean;
}

/** The answer shown for an endpoint's example (ResponseExample, with the body as text). */
export interface RefAnswer {
	status: number;
	/** Pretty-printed JSON. */
	json: string;
	origin: ResponseExample['origin'];
	/** The request answered, pretty-printed, when it is not the first example's (a documented case, a seeded example). */
	request?: string;
	name?: string;
	source?: string;
}

export interface RefEndpoint {
	id: string;
	method: 'GET' | 'POST';
	path: string;
	title: string;
	summary: string;
	fields: RefField[];
	responses: RefResponse[];
	/** The request examples: their name and input (path and query fields too, for a GET). */
	examples: { name: string; input: Record<string, unknown> }[];
	/** The response example (none for `/capabilities`). */
	answer?: RefAnswer;
	/**
	 * The raw-body form's example, for an operation that takes `application/octet-stream` (docs/api.md,
	 * "Raw bodies"): its query parameters and headers, from the document's parameter examples.
	 */
	raw?: RawExample;
	/** Words the page's search matches besides the title and path (the operation's keywords). */
	keywords: string[];
	/** Whether the app has a tool page for it (not for `/capabilities`). */
	tool: boolean;
}

/** A raw-body request's parameters: the query (lists comma-separated) and the headers. */
export interface RawExample {
	query: Record<string, string>;
	headers: Record<string, string>;
}

export interface RefGroup {
	name: string;
	slug: string;
	endpoints: RefEndpoint[];
}

export interface Reference {
	title: string;
	version: string;
	description: string;
	groups: RefGroup[];
}

type OpenApiOperation = {
	operationId: string;
	summary: string;
	description: string;
	tags?: string[];
	responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
	requestBody?: { content: Record<string, { schema: JsonSchema; examples?: Record<string, { summary?: string; value: unknown }> }> };
	parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; example?: unknown }[];
	/** false on endpoints that are not operations (`/capabilities`): no tool page. */
	'x-tool'?: boolean;
};

type OpenApiDocument = {
	info: { title: string; version: string; description: string };
	tags?: { name: string }[];
	paths: Record<string, Record<string, OpenApiOperation>>;
};

const quote = (v: unknown) => JSON.stringify(v);

/** A short type: `string`, `integer`, `6 | 8`, `array of "md5" | "sha1"`, `object`. */
export function typeLabel(schema: JsonSchema, words: Pick<ReferenceWords, 'arrayOf'>): string {
	if (schema.enum) return schema.enum.map(quote).join(' | ');
	if ('const' in schema) return quote(schema.const);
	const alternatives = schema.anyOf ?? schema.oneOf;
	if (alternatives) return [...new Set(alternatives.map((s) => typeLabel(s, words)))].join(' | ');
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
	if (types.includes('array')) return schema.items ? words.arrayOf(typeLabel(schema.items, words)) : 'array';
	if (types.length === 0) return schema.properties ? 'object' : 'any';
	return types.join(' | ');
}

const meaningful = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);

function rules(schema: JsonSchema, { words, locale }: Wording): string[] {
	const out: string[] = [];
	// zod writes the safe-integer range on every integer; it says nothing worth reading.
	const min = meaningful(schema.minimum ?? schema.exclusiveMinimum);
	const max = meaningful(schema.maximum ?? schema.exclusiveMaximum);
	if (min !== undefined && max !== undefined) out.push(words.range(min, max));
	else if (min !== undefined) out.push(words.atLeast(min));
	else if (max !== undefined) out.push(words.atMost(max));
	if (schema.minLength !== undefined && schema.minLength > 0) out.push(words.minLength(schema.minLength));
	if (schema.maxLength !== undefined) out.push(words.maxLength(schema.maxLength.toLocaleString(locale)));
	if (schema.minItems !== undefined && schema.minItems > 0) out.push(words.minItems(schema.minItems));
	if (schema.maxItems !== undefined) out.push(words.maxItems(schema.maxItems));
	if (schema.format) out.push(words.format(schema.format));
	if (schema.pattern) out.push(words.pattern(schema.pattern));
	if (schema.default !== undefined) out.push(words.defaultValue(quote(schema.default)));
	return out;
}

function objectFields(schema: JsonSchema, where: RefField['in'], wording: Wording): RefField[] {
	const required = new Set(schema.required ?? []);
	return Object.entries(schema.properties ?? {}).map(([name, prop]) => field(name, prop, required.has(name), where, wording));
}

function field(name: string, schema: JsonSchema, required: boolean, where: RefField['in'], wording: Wording): RefField {
	const f: RefField = {
		name,
		in: where,
		type: typeLabel(schema, wording.words),
		required,
		rules: rules(schema, wording),
		description: schema.description
	};
	const inner = objectOf(schema);
	if (inner) f.children = objectFields(inner, where, wording);
	return f;
}

/**
 * The object schema whose fields a field shows nested under it: its own properties, an array's
 * items, or the object among alternatives (a nullable object is `anyOf: [object, null]`).
 */
export function objectOf(schema: JsonSchema): JsonSchema | undefined {
	if (schema.properties) return schema;
	if (schema.items) return objectOf(schema.items);
	const alternatives = (schema.anyOf ?? schema.oneOf)?.map(objectOf).filter((s) => s !== undefined);
	if (alternatives?.length === 1) return alternatives[0];
	return undefined;
}

/** The field lists of a response body: one per alternative (TOTP generate has two shapes). */
function shapes(schema: JsonSchema | undefined, wording: Wording): RefField[][] {
	if (!schema) return [];
	const alternatives = (schema.anyOf ?? schema.oneOf)?.filter((s) => s.properties);
	if (alternatives?.length) return alternatives.map((s) => objectFields(s, 'body', wording));
	return schema.properties ? [objectFields(schema, 'body', wording)] : [];
}

/** Extra members of the operation's documented errors, by status (see RefResponse.extra). */
export type ErrorExtras = Record<string, Record<string, [string, string][]>>;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function endpoint(path: string, method: string, op: OpenApiOperation, wording: Wording, context: ReferenceContext): RefEndpoint {
	const { words } = wording;
	const json = op.requestBody?.content['application/json'];
	const fields = json
		? objectFields(json.schema, 'body', wording)
		: (op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => field(p.name, p.schema, p.required, p.in as RefField['in'], wording));
	const responses = Object.entries(op.responses)
		.sort(([a], [b]) => Number(a) - Number(b))
		.map(([status, r]) => ({
			status,
			description: r.description,
			shapes: shapes(r.content?.['application/json']?.schema, wording),
			extra: context.errorExtras?.[op.operationId]?.[status] ?? [],
			common: (context.commonErrors ?? []).some((e) => String(e.status) === status && e.description === r.description)
		}));
	const firstParams = Object.fromEntries((op.parameters ?? []).filter((p) => p.example !== undefined).map((p) => [p.name, p.example]));
	const given = context.requestExamples?.[op.operationId];
	const examples = json?.examples
		? Object.values(json.examples).map((ex, i) => ({ name: ex.summary ?? words.exampleN(i + 1), input: ex.value as Record<string, unknown> }))
		: given?.length
			? given.map((ex) => ({ name: ex.name, input: ex.input }))
			: [{ name: words.example, input: firstParams }];
	const answer = context.answers?.[op.operationId];
	const raw = op.requestBody?.content['application/octet-stream'] ? rawExample(op) : undefined;
	return {
		id: op.operationId,
		method: method.toUpperCase() as 'GET' | 'POST',
		path,
		title: op.summary,
		summary: op.description,
		fields,
		responses,
		examples,
		...(answer && {
			answer: {
				status: answer.status,
				json: pretty(answer.body),
				origin: answer.origin,
				name: answer.name,
				// The request, when it is not the first example's (a documented case, a seeded example).
				...(JSON.stringify(answer.input) !== JSON.stringify(examples[0]?.input) && { request: pretty(answer.input) }),
				...(answer.origin === 'case' && { source: answer.source })
			}
		}),
		...(raw && { raw }),
		keywords: context.keywords?.[op.operationId] ?? [],
		tool: op['x-tool'] !== false
	};
}

/** A raw-body request's example: the parameters (query and headers) that carry one in the document. */
function rawExample(op: OpenApiOperation): RawExample {
	const query: Record<string, string> = {};
	const headers: Record<string, string> = {};
	for (const p of op.parameters ?? []) {
		if (p.example === undefined) continue;
		const value = Array.isArray(p.example) ? p.example.join(',') : String(p.example);
		if (p.in === 'header') headers[p.name] = value;
		else if (p.in === 'query') query[p.name] = value;
	}
	return { query, headers };
}

/** What the document does not hold: the response examples, documented errors' extra members, keywords. */
export interface ReferenceContext {
	answers?: Record<string, ResponseExample>;
	errorExtras?: ErrorExtras;
	keywords?: Record<string, string[]>;
	/** The answers every endpoint shares (COMMON_ERRORS): an endpoint's own list leaves them out. */
	commonErrors?: { status: number; description: string }[];
	/** Every example of an operation (a GET's parameters hold only the first one's values). */
	requestExamples?: Record<string, { name: string; input: Record<string, unknown> }[]>;
}

/**
 * Endpoints grouped by tag, in the document's tag order, each group sorted by path. Rules and
 * types are worded with `words`, numbers written for `locale`.
 */
export function buildReference(doc: Record<string, unknown>, words: ReferenceWords, locale: Locale, context: ReferenceContext = {}): Reference {
	const wording: Wording = { words, locale };
	const api = doc as unknown as OpenApiDocument;
	const byTag = new Map<string, RefEndpoint[]>((api.tags ?? []).map((t) => [t.name, []]));
	for (const [path, methods] of Object.entries(api.paths)) {
		for (const [method, op] of Object.entries(methods)) {
			const tag = op.tags?.[0] ?? 'Other';
			if (!byTag.has(tag)) byTag.set(tag, []);
			byTag.get(tag)!.push(endpoint(path, method, op, wording, context));
		}
	}
	const groups = [...byTag]
		.filter(([, endpoints]) => endpoints.length > 0)
		.map(([name, endpoints]) => ({
			name,
			slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
			endpoints: endpoints.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
		}));
	return { title: api.info.title, version: api.info.version, description: api.info.description, groups };
}
