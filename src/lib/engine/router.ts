
/** What the router needs of an operation (an Operation, or the app's OperationMeta). */
export interface Routable {
	method: string;
	path: string;
}

/** A match is shared between requests (fixed paths answer one built in advance): read it, never change it. */
export type RouteMatch<Op extends Routable = Routable> =
	| { readonly kind: 'found'; readonly op: Op; readonly params: Readonly<Record<string, string>> }
	| { readonly kind: 'wrong-method'; readonly allow: readonly string[] }
	| { readonly kind: 'not-found' };

const NOT_FOUND = { kind: 'not-found' } as const;
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

interface Pattern<Op> {
	segments: string[];
	byMethod: Map<string, Op>;
}

/** Maps `METHOD /path` to an operation: a hash lookup for fixed paths, patterns for `{param}` ones. */
export function createRouter<Op extends Routable>(ops: Op[]) {
	const fixed = new Map<string, Map<string, Op>>();
	// What each method finds at a fixed path, built once: the API's hot path allocates no match.
	const fixedMatches = new Map<string, Map<string, RouteMatch<Op>>>();
	const patterns = new Map<string, Pattern<Op>>();
	for (const op of ops) {
		if (op.path.includes('{')) {
			const pattern = patterns.get(op.path) ?? { segments: op.path.split('/'), byMethod: new Map() };
			pattern.byMethod.set(op.method, op);
			patterns.set(op.path, pattern);
		} else {
			const methods = fixed.get(op.path) ?? new Map<string, Op>();
			methods.set(op.method, op);
			fixed.set(op.path, methods);
		}
	}

	const decide = (byMethod: Map<string, Op>, method: string, params: Readonly<Record<string, string>>): RouteMatch<Op> => {
		const op = byMethod.get(method === 'HEAD' ? 'GET' : method);
		if (op) return { kind: 'found', op, params };
		const allow = [...byMethod.keys()];
		if (allow.includes('GET')) allow.push('HEAD');
		return { kind: 'wrong-method', allow };
	};
	for (const [path, byMethod] of fixed) {
		const matches = new Map<string, RouteMatch<Op>>();
		for (const method of [...byMethod.keys(), 'HEAD']) matches.set(method, decide(byMethod, method, NO_PARAMS));
		fixedMatches.set(path, matches);
	}

	function match(method: string, path: string): RouteMatch<Op> {
			const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
			const exact = fixed.get(normalized);
			if (exact) return fixedMatches.get(normalized)!.get(method) ?? decide(exact, method, NO_PARAMS);
			const parts = normalized.split('/');
			for (const { segments, byMethod } of patterns.values()) {
				if (segments.length !== parts.length) continue;
				const params: Record<string, string> = {};
				const ok = segments.every((seg, i) => {
					if (seg.startsWith('{')) {
						if (!parts[i]) return false;
						try {
							params[seg.slice(1, -1)] = decodeURIComponent(parts[i]);
							return true;
						} catch {
							return false;
						}
					}
					return seg === parts[i];
				});
				if (ok) return decide(byMethod, method, params);
			}
			// A fixed path and a pattern may share a prefix (`/country-info` and `/country-info/{code}`).
			return NOT_FOUND;
	}

	return {
		match,
		/**
		 * The operation at `path` whatever its method (a recipe or batch step names only the path):
		 * `/hash`, or `/country-info/BR` with its parameters.
		 */
		find(path: string): { op: Op; params: Readonly<Record<string, string>> } | null {
			let found = match('POST', path);
			if (found.kind === 'wrong-method') found = match(found.allow[0], path);
			return found.kind === 'found' ? { op: found.op, params: found.params } : null;
		}
	};
}
