import { execFileSync } from 'node:child_process';

/**
 * Creates the API key the tests compare the app against, in the same store as the server
 * (DATA_DIR from playwright.config.ts). The CLI prints only the key on stdout.
 */
export default function globalSetup(): void {
	const key = execFileSync(
		process.execPath,
		['build/cli.js', 'keys', 'create', '--email', 'e2e@example.com', '--plan', 'unlimited'],
		{ env: { ...process.env, DATA_DIR: process.env.UTILKIT_E2E_DATA_DIR }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }
	).trim();
	if (!/^ukit_\S+$/.test(key)) throw new Error(`keys create printed something other than a key: ${JSON.stringify(key)}`);
	// Test workers are started after the global setup and inherit this environment.
	process.env.UTILKIT_E2E_KEY = key;
}
