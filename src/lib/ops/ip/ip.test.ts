import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { ip } from './index.js';
import { SCOPES_V4, SCOPES_V6 } from './scopes.js';

const ctx = { now: () => 0 };
const run = (address: string) => executeOperation(ip, { address }, ctx) as { status: number; body: Record<string, unknown> };

/** Python's ipaddress, the independent reference (REFERENCE_PYTHON=/path/to/python, or python3). */
const PYTHON = process.env.REFERENCE_PYTHON ?? 'python3';
const HAS_PYTHON = (() => {
	try {
		execFileSync(PYTHON, ['-c', 'import ipaddress'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();
const REFERENCE = `
import ipaddress as i, json, sys
out = []
for s in json.load(sys.stdin):
    try:
        x = i.ip_interface(s)
    except ValueError:
        out.append(None)
        continue
    n = x.network
    bits = n.max_prefixlen
    rp = (x.ip if '/' not in s else n.network_address).reverse_pointer.split('.')
    rp = '.'.join(rp[len(rp) - 2 - n.prefixlen // (8 if n.version == 4 else 4):])
    a = x.ip
    out.append(dict(version=n.version, address=str(a), network=str(n), netmask=str(n.netmask), prefix_length=n.prefixlen,
        first_address=str(n.network_address), last_address=str(n.broadcast_address), size=str(n.num_addresses), reverse_pointer=rp,
        loopback=a.is_loopback, multicast=a.is_multicast, link_local=a.is_link_local, unspecified=a.is_unspecified, is_global=a.is_global))
print(json.dumps(out))
`;
type Ref = Record<string, unknown> & { loopback: boolean; multicast: boolean; link_local: boolean; unspecified: boolean; is_global: boolean };
const python = (inputs: string[]): (Ref | null)[] => JSON.parse(execFileSync(PYTHON, ['-c', REFERENCE], { input: JSON.stringify(inputs) }).toString());

describe('ip cases (replayed through executeOperation)', () => {
	replayCases(cases, [ip]);
});

const octet = fc.integer({ min: 0, max: 255 });
const v4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
/** IPv6 text in several spellings: full, compressed by Python's rules, upper case, with a dotted tail. */
const v6 = fc
	.tuple(fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 }), fc.integer({ min: 0, max: 3 }))
	.map(([groups, style]) => {
		const hex = groups.map((g) => g.toString(16));
		if (style === 1) return hex.join(':').toUpperCase();
		if (style === 2) return `${hex.slice(0, 6).join(':')}:${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
		if (style === 3) return hex.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
		return hex.join(':');
	});
/** Addresses near the registries' blocks, so that the scopes are exercised. */
const special = fc.constantFrom(...[...SCOPES_V4, ...SCOPES_V6].map((s) => s.block.split('/')[0]));
const withPrefix = (addr: fc.Arbitrary<string>, max: number) => fc.tuple(addr, fc.option(fc.integer({ min: 0, max }))).map(([a, p]) => (p === null ? a : `${a}/${p}`));
const sample = fc.sample(fc.oneof(withPrefix(v4, 32), withPrefix(v6, 128), withPrefix(special, 32)), { numRuns: 600, seed: 20261127 });

describe('against Python’s ipaddress', () => {
	it.runIf(HAS_PYTHON)('gives the same network arithmetic and reverse names on 600 generated inputs', () => {
		const theirs = python(sample);
		sample.forEach((input, i) => {
			const ref = theirs[i];
			const { status, body } = run(input);
			if (ref === null) {
				// Python refuses a prefix longer than an IPv6 special block's address allows only via /N > bits.
				expect(status, input).toBe(422);
				return;
			}
			expect(status, input).toBe(200);
			const { loopback, multicast, link_local, unspecified, is_global, ...fields } = ref;
			// Python 3.11 prints IPv4-mapped addresses in hex as we do.
			expect(body, input).toMatchObject(fields);
			if (!input.includes('/')) {
				if (loopback) expect(body.scope, input).toBe('loopback');
				if (multicast) expect(body.scope, input).toBe('multicast');
				if (unspecified) expect(body.scope, input).toBe('unspecified');
				if (link_local) expect(body.scope, input).toBe('link-local');
				// Ours says global only outside every special block; Python must agree it is global.
				if (body.scope === 'global') expect(is_global, input).toBe(true);
			}
		});
	});

	it.runIf(HAS_PYTHON)('refuses what Python refuses, and accepts what it accepts (strings near the grammar)', () => {
		const near = fc.sample(
			fc.oneof(
				fc.stringMatching(/^[0-9.]{1,16}$/),
				fc.stringMatching(/^[0-9a-fA-F:.]{1,30}$/),
				fc.tuple(v4, fc.stringMatching(/^\/[0-9]{0,4}$/)).map(([a, p]) => a + p)
			),
			{ numRuns: 800, seed: 7 }
		);
		const theirs = python(near);
		near.forEach((input, i) => expect(run(input).status === 200, input).toBe(theirs[i] !== null));
	});
});

describe('ip properties', () => {
	it('never crashes: any text is a 200 or a 422 naming the field', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 60 }), (text) => {
				const { status, body } = run(text);
				if (status === 422) expect(String(body.detail)).toMatch(/^address: /);
				else expect(status).toBe(200);
			})
		);
	});

	it('the address is inside its network, the first ≤ the last, and size = 2^(bits − prefix)', () => {
		fc.assert(
			fc.property(fc.oneof(withPrefix(v4, 32), withPrefix(v6, 128)), (text) => {
				const { status, body } = run(text);
				expect(status).toBe(200);
				const bits = body.version === 4 ? 32 : 128;
				expect(BigInt(body.size as string)).toBe(1n << BigInt(bits - (body.prefix_length as number)));
				// Running the canonical network gives the same block back (a round trip).
				const again = run(body.network as string).body;
				expect(again.first_address).toBe(body.first_address);
				expect(again.last_address).toBe(body.last_address);
				expect(again.network).toBe(body.network);
				// Canonical text is a fixed point.
				expect(run(body.address as string).body.address).toBe(body.address);
			})
		);
	});
});
