/**
 * The `/api/v1` URL and JSON body for calling an operation with `input`: path parameters are
 * filled in, a GET's other fields become the query string, a POST's become the body.
 * @example apiRequest({ method: 'GET', path: '/country-info/{code}' }, { code: 'PT' }) // { url: '/api/v1/country-info/PT' }
 */
export function apiRequest(target: { method: 'GET' | 'POST'; path: string }, input: Record<string, unknown>): { url: string; body?: string } {
	const rest: Record<string, unknown> = { ...input };
	const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = rest[name];
		delete rest[name];
		return encodeURIComponent(value === undefined ? '' : String(value));
	});
	if (target.method === 'GET') {
		const query = new URLSearchParams();
		for (const [k, v] of Object.entries(rest)) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
		const qs = query.toString();
		return { url: `/api/v1${path}${qs ? `?${qs}` : ''}` };
	}
	return { url: `/api/v1${path}`, body: JSON.stringify(rest) };
}
