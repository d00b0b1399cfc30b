import { execFileSync } from 'node:child_process';

/**
 * python-stdnum, the reference the identifier and tax-ID operations are checked against: the first
 * of REFERENCE_PYTHON (when set), `python3` and /usr/bin/python3 (Debian's python3-stdnum) where
 * `import stdnum` works; null when none has it (the tests that need it then say they skip).
 */
export const STDNUM_PYTHON: string | null = (() => {
	const candidates = process.env.REFERENCE_PYTHON ? [process.env.REFERENCE_PYTHON] : ['python3', '/usr/bin/python3'];
	for (const python of candidates) {
		try {
			execFileSync(python, ['-c', 'import stdnum'], { stdio: 'ignore' });
			return python;
		} catch {
			// not this one
		}
	}
	return null;
})();

export const SKIP_NOTE = 'python-stdnum not found (set REFERENCE_PYTHON to a python3 that has it): the cross-check against it is skipped';

/** Runs `script` with `input` as JSON on stdin and parses the JSON it prints. */
export function runPython<T>(script: string, input: unknown): T {
	if (!STDNUM_PYTHON) throw new Error(SKIP_NOTE);
	return JSON.parse(execFileSync(STDNUM_PYTHON, ['-c', script], { input: JSON.stringify(input), maxBuffer: 1 << 28 }).toString()) as T;
}
