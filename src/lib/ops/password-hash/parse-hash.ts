/** Reading hash strings (no hashing here: the views import this without the hash libraries). */

/** What a hash string says about itself: its algorithm and parameters, salt and hash as written. */
export type ParsedHash =
	| { algorithm: 'bcrypt'; variant: '2a' | '2b' | '2y'; cost: number; salt: string; hash: string }
	| { algorithm: 'argon2id'; version: number; memory_kib: number; iterations: number; parallelism: number; salt: string; hash: string }
	| { algorithm: 'scrypt'; log_n: number; r: number; p: number; salt: string; hash: string };

const BCRYPT = /^\$(2[aby])\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;
const ARGON2ID = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const SCRYPT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Reads a hash string; null when it is in none of the formats `/password-hash` makes (plus `$2a$`, `$2y$`). */
export function parseHash(hash: string): ParsedHash | null {
	let m = BCRYPT.exec(hash);
	if (m) return { algorithm: 'bcrypt', variant: m[1] as '2a' | '2b' | '2y', cost: Number(m[2]), salt: m[3], hash: m[4] };
	m = ARGON2ID.exec(hash);
	if (m) return { algorithm: 'argon2id', version: Number(m[1]), memory_kib: Number(m[2]), iterations: Number(m[3]), parallelism: Number(m[4]), salt: m[5], hash: m[6] };
	m = SCRYPT.exec(hash);
	if (m) return { algorithm: 'scrypt', log_n: Number(m[1]), r: Number(m[2]), p: Number(m[3]), salt: m[4], hash: m[5] };
	return null;
}
