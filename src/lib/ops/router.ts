
/** What the router needs of an operation (an Operation, or the app's OperationMeta). */
export interface Routable {
	method: string;
	path: string;
}

export type RouteMatch<Op extends Routable = Routable> =
	| { kind: 'found'; op: Op; params: Record<string, string> }
	| { kind: 'wrong-method'; allow: string[] }
	| { kind: 'not-found' };

interface Pattern<Op> {
	segments: string[];
	byMethod: Map<string, Op>;
}

/** Maps `METHOD /path` to an operation: a hash lookup for fixed paths, patterns for `{param}` ones. */
export function createRouter<Op extends Routable>(ops: Op[]) {
	const fixed = new Map<string, Map<string, Op>>();
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

	const decide = (byMethod: Map<string, Op>, method: string, params: Record<string, string>): RouteMatch<Op> => {
		const op = byMethod.get(method === 'HEAD' ? 'GET' : method);
		if (op) return { kind: 'found', op, params };
		const allow = [...byMethod.keys()];
		if (allow.includes('GET')) allow.push('HEAD');
		return { kind: 'wrong-method', allow };
	};

	function match(method: string, path: string): RouteMatch<Op> {
			const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
			const exact = fixed.get(normalized);
			if (exact) return decide(exact, method, {});
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
			return { kind: 'not-found' };
	}

	return {
		match,
		/**
		 * The operation at `path` whatever its method (a recipe or batch step names only the path):
		 * `/hash`, or `/country-info/BR` with its parameters.
		 */
		find(path: string): { op: Op; params: Record<string, string> } | null {
			let found = match('POST', path);
			if (found.kind === 'wrong-method') found = match(found.allow[0], path);
			return found.kind === 'found' ? { op: found.op, params: found.params } : null;
		}
	};
}
