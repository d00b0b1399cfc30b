import { createLocalJWKSet, errors, importJWK, importPKCS8, importSPKI, jwtVerify, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { base64UrlDecode } from '../_shared/base64.js';
import { fullText, withWords, WordedError, type Words } from '../../engine/words.js';
import { errors as words } from './errors.js';
import { JWS_ALGORITHMS, LIMITS, type JwsAlgorithm } from './options.js';

export { JWS_ALGORITHMS, LIMITS, type JwsAlgorithm } from './options.js';

/**
 * Most values read in a payload or header: a token of LIMITS.token characters holds fewer (a
 * value takes at least 2 characters of JSON, and base64url adds a third).
 */
const MAX_JSON_VALUES = 50_000;

type Claims = Record<string, unknown>;

/**
 * Deepest nesting accepted in a payload or header, as the JWT decoder does (src/lib/ops/jwt/jwt.ts):
 * JSON.stringify recurses, and a claims set nested thousands of levels deep would overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** True when objects and arrays in `value` nest more than `limit` levels; iterative, so any depth is safe to check. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
	return shapeProblem(value, limit, Infinity) === 'deep';
}

/**
 * `deep` when objects and arrays in `value` nest more than `depth` levels, `large` when it holds
 * more than `values` values (it stops there, so a huge payload is not walked to its end), else
 * null. Iterative, so any depth is safe to check.
 */
function shapeProblem(value: unknown, depth: number, values: number): 'deep' | 'large' | null {
	const pending: [unknown, number][] = [[value, 1]];
	let seen = 1;
	while (pending.length > 0) {
		const [item, level] = pending.pop()!;
		if (item === null || typeof item !== 'object') continue;
		if (level > depth) return 'deep';
		// Counted before the children are read: a member list is the one copy of a large object made.
		const keys = Array.isArray(item) ? null : Object.keys(item);
		if ((seen += keys ? keys.length : (item as unknown[]).length) > values) return 'large';
		if (keys) for (const key of keys) pending.push([(item as Record<string, unknown>)[key], level + 1]);
		else for (const child of item as unknown[]) pending.push([child, level + 1]);
	}
	return null;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
const base64UrlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);
const tooLong = (field: string) => words.error('token_too_long', { max: LIMITS.token.toLocaleString('en-US') }, { field });

/** The 422 for a payload or header that cannot be signed as it is: too deep, or a token too long to read back. */
function checkClaims(field: 'payload' | 'header', value: Claims): void {
	const problem = shapeProblem(value, MAX_JSON_DEPTH, MAX_JSON_VALUES);
	if (problem === 'deep') throw words.error('too_deep', { max: MAX_JSON_DEPTH }, { field });
	if (problem === 'large') throw tooLong(field);
}
export type KeyInput = string | Record<string, unknown>;

const isHmac = (alg: string) => alg.startsWith('HS');

/** A private key as jose's key object: PEM PKCS#8 or a JWK with its private part; 422 naming `private_key` when it does not fit `alg`. */
async function signingKey(alg: JwsAlgorithm, privateKey: KeyInput) {
	try {
		if (typeof privateKey === 'string') {
			if (!/-----BEGIN PRIVATE KEY-----/.test(privateKey)) {
				throw new KeyProblem(words.words(/-----BEGIN (RSA|EC) PRIVATE KEY-----/.test(privateKey) ? 'pkcs1' : 'not_pkcs8'));
			}
			return await importPKCS8(privateKey.trim(), alg, { extractable: false });
		}
		if (privateKey.kty === 'oct') throw new KeyProblem(words.words('oct_jwk'));
		if (typeof privateKey.d !== 'string') throw new KeyProblem(words.words('no_private_part'));
		return await importJWK(privateKey as JWK, alg, { extractable: false });
	} catch (err) {
		throw words.error('does_not_fit', { alg, reason: message(err) }, { field: 'private_key' });
	}
}

/** A key that cannot be used, in words of errors.ts; anything else jose throws says it in its own words. */
class KeyProblem extends WordedError {}

/** Why: a KeyProblem's words, or jose's text. */
function message(err: unknown): Words {
	return err instanceof WordedError ? err.words : words.words('library', { text: err instanceof Error ? err.message : String(err) });
}

export interface SignInput {
	payload: Claims;
	algorithm: JwsAlgorithm;
	secret?: string;
	private_key?: KeyInput;
	header?: Claims;
	expires_in?: number;
}

/**
 * A compact JWS of `payload` (a JWT, RFC 7519) with jose. The header is `alg`, `typ: "JWT"` and
 * then the caller's extra fields (`typ` may be replaced; `alg` may not). With `expires_in`, `iat`
 * is now and `exp` now + expires_in (whole seconds).
 */
export async function signJwt(input: SignInput, nowMs: number): Promise<string> {
	const { algorithm: alg } = input;
	checkClaims('payload', input.payload);
	if (input.header) checkClaims('header', input.header);
	if (input.header && 'alg' in input.header) throw words.error('alg_in_header', {}, { field: 'header' });
	if (input.header && ('b64' in input.header || 'crit' in input.header)) throw words.error('b64_crit', {}, { field: 'header' });
	const payload: Claims = { ...input.payload };
	if (input.expires_in !== undefined) {
		const iat = Math.floor(nowMs / 1000);
		payload.iat = iat;
		payload.exp = iat + input.expires_in;
	}
	const protectedHeader = { alg, typ: 'JWT', ...input.header };
	// Refused before anything is signed or encoded; the signature's length is checked after.
	if (base64UrlLength(utf8Length(JSON.stringify(protectedHeader))) + base64UrlLength(utf8Length(JSON.stringify(payload))) + 2 > LIMITS.token) {
		throw tooLong('payload');
	}
	let key;
	if (isHmac(alg)) {
		if (input.secret === undefined) throw words.error('required_for', { alg }, { field: 'secret' });
		if (input.secret === '') throw words.error('empty', {}, { field: 'secret' });
		key = new TextEncoder().encode(input.secret);
	} else {
		if (input.private_key === undefined) throw words.error('required_for', { alg }, { field: 'private_key' });
		key = await signingKey(alg, input.private_key);
	}
	let token: string;
	try {
		token = await new SignJWT(payload).setProtectedHeader(protectedHeader).sign(key);
	} catch (err) {
		// A key that imported but cannot sign with this algorithm (an RSA key under 2048 bits, say).
		throw words.error('does_not_fit', { alg, reason: message(err) }, { field: isHmac(alg) ? 'secret' : 'private_key' });
	}
	if (token.length > LIMITS.token) throw tooLong('payload');
	return token;
}

export type VerifyErrorCode = 'signature_invalid' | 'expired' | 'not_yet_valid' | 'issuer_mismatch' | 'audience_mismatch' | 'algorithm_not_allowed' | 'malformed';

export interface VerifyResult {
	valid: boolean;
	header: Claims | null;
	payload: Claims | null;
	error: { code: VerifyErrorCode; message: string } | null;
}

export interface VerifyInput {
	token: string;
	secret?: string;
	public_key?: KeyInput;
	algorithms?: JwsAlgorithm[];
	issuer?: string;
	audience?: string;
	clock_tolerance?: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A token segment as a JSON object, or null. */
function segmentObject(segment: string | undefined): Claims | null {
	if (!segment) return null;
	const bytes = base64UrlDecode(segment);
	if (!bytes) return null;
	try {
		const value: unknown = JSON.parse(utf8.decode(bytes));
		if (!value || typeof value !== 'object' || Array.isArray(value) || nestedDeeperThan(value, MAX_JSON_DEPTH)) return null;
		return value as Claims;
	} catch {
		return null;
	}
}

/** Checks the shape of the key arguments before any token is looked at: these are 422s (the caller's input), not verdicts. */
function checkKeyInput(input: VerifyInput): void {
	if ((input.secret === undefined) === (input.public_key === undefined)) throw words.error('secret_or_key');
	if (input.secret === '') throw words.error('empty', {}, { field: 'secret' });
	const key = input.public_key;
	if (typeof key === 'string' && !/-----BEGIN PUBLIC KEY-----/.test(key)) {
		throw words.error(/-----BEGIN (RSA |EC )?PRIVATE KEY-----/.test(key) ? 'private_not_public' : 'not_spki', {}, PUBLIC_KEY);
	}
	if (key && typeof key === 'object') {
		if ('keys' in key) {
			if (!Array.isArray(key.keys) || key.keys.length === 0 || key.keys.some((k) => !k || typeof k !== 'object' || Array.isArray(k))) throw words.error('jwks_keys', {}, PUBLIC_KEY);
			if (key.keys.length > LIMITS.jwks) throw words.error('jwks_size', { max: LIMITS.jwks }, PUBLIC_KEY);
			if (key.keys.some((k) => Object.keys(k).length > LIMITS.jwkMembers)) throw words.error('jwk_size', { max: LIMITS.jwkMembers }, PUBLIC_KEY);
		} else if (typeof key.kty !== 'string') {
			throw words.error('jwk_kty', {}, PUBLIC_KEY);
		}
	}
}

const PUBLIC_KEY = { field: 'public_key' };

/** A token that is not valid: its code, and why in words (the answer's English `message`, marked for the app: engine/words.ts). */
const verdict = (header: Claims | null, payload: Claims | null, code: VerifyErrorCode, why: Words): VerifyResult =>
	withWords({ valid: false, header, payload, error: { code, message: fullText(why) } }, { '/error/message': why });

/**
 * Verifies a compact JWS JWT with jose: the algorithm must be in the allow-list (default: every
 * algorithm of /jwt/sign; `none` never), then the signature, then `exp`, `nbf`, `iss` and `aud`.
 * Every verdict is a 200; only arguments that cannot be a key at all are 422.
 */
export async function verifyJwt(input: VerifyInput, nowMs: number): Promise<VerifyResult> {
	checkKeyInput(input);
	const parts = input.token.trim().replace(/^bearer\s+/i, '').split('.');
	const token = parts.join('.');
	const header = segmentObject(parts[0]);
	const payload = parts.length === 3 ? segmentObject(parts[1]) : null;
	if (parts.length !== 3) return verdict(header, payload, 'malformed', words.words('parts', { count: parts.length }));
	if (!header) return verdict(null, payload, 'malformed', words.words('bad_header'));
	const alg = header.alg;
	if (typeof alg !== 'string') return verdict(header, payload, 'malformed', words.words('no_alg'));
	const allowed: readonly string[] = input.algorithms ?? JWS_ALGORITHMS;
	if (alg === 'none' || !allowed.includes(alg)) return verdict(header, payload, 'algorithm_not_allowed', alg === 'none' ? words.words('alg_none') : words.words('alg_not_allowed', { alg, allowed: allowed.join(', ') }));
	if (!payload) return verdict(header, null, 'malformed', words.words('bad_payload'));

	let key: Uint8Array | CryptoKey | JWTVerifyGetKey;
	try {
		key = await verificationKey(input, alg as JwsAlgorithm);
	} catch (err) {
		return verdict(header, payload, 'signature_invalid', message(err));
	}
	try {
		await jwtVerify(token, key as Parameters<typeof jwtVerify>[1], {
			algorithms: [...allowed],
			issuer: input.issuer,
			audience: input.audience,
			clockTolerance: input.clock_tolerance ?? 0,
			currentDate: new Date(nowMs)
		});
		return { valid: true, header, payload, error: null };
	} catch (err) {
		return verdict(header, payload, codeOf(err), message(err));
	}
}

/** The key for the token's algorithm: the UTF-8 secret, an imported PEM or JWK, or a JWK Set resolver. */
async function verificationKey(input: VerifyInput, alg: JwsAlgorithm): Promise<Uint8Array | CryptoKey | JWTVerifyGetKey> {
	if (input.secret !== undefined) {
		if (!isHmac(alg)) throw new KeyProblem(words.words('secret_for_asymmetric', { alg }));
		return new TextEncoder().encode(input.secret);
	}
	const key = input.public_key!;
	if (typeof key === 'string') {
		if (isHmac(alg)) throw new KeyProblem(words.words('key_for_hmac', { alg }));
		try {
			return await importSPKI(key.trim(), alg);
		} catch (err) {
			throw new KeyProblem(words.words('public_key_fit', { alg, reason: message(err) }));
		}
	}
	if ('keys' in key) return createLocalJWKSet({ keys: (key.keys as Record<string, unknown>[]).map(jwkMembers) as JWK[] });
	if (typeof key.d === 'string') throw new KeyProblem(words.words('private_jwk'));
	try {
		return (await importJWK(jwkMembers(key) as JWK, alg)) as CryptoKey | Uint8Array;
	} catch (err) {
		throw new KeyProblem(words.words('jwk_fit', { alg, reason: message(err) }));
	}
}

/**
 * The members of a public JWK as jose reads them: strings, booleans and short lists of strings
 * (`x5c`, `key_ops`); anything else is no JWK member and is left out. jose copies a key set
 * whole (structuredClone): without this, 100 keys carrying 1 MiB of nested objects cost about
 * 100 ms of the event loop before a single key is looked at.
 */
function jwkMembers(key: Record<string, unknown>): Record<string, unknown> {
	const members: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(key)) {
		if (typeof value === 'string' || typeof value === 'boolean') members[name] = value;
		else if (Array.isArray(value) && value.length <= LIMITS.jwkMembers && value.every((item) => typeof item === 'string')) members[name] = value;
	}
	return members;
}

/** jose's error classes as the contract's codes. */
function codeOf(err: unknown): VerifyErrorCode {
	if (err instanceof errors.JWTExpired) return 'expired';
	if (err instanceof errors.JWTClaimValidationFailed) {
		if (err.claim === 'nbf') return 'not_yet_valid';
		if (err.claim === 'iss') return 'issuer_mismatch';
		if (err.claim === 'aud') return 'audience_mismatch';
		return 'malformed';
	}
	if (err instanceof errors.JOSEAlgNotAllowed) return 'algorithm_not_allowed';
	if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return 'malformed';
	// JWSSignatureVerificationFailed, no matching key in a set, a key of the wrong type.
	return 'signature_invalid';
}
