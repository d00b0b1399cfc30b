import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests run against the built app (`npm run build` first) in the system Chromium.
// PW_PORT: another port, so two checkouts can run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh store per run. Set in the environment so that the global setup (which creates the
// API key with the CLI) and the test workers (child processes) all see the same directory.
process.env.UTILKIT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'utilkit-e2e-'));
const DATA_DIR = process.env.UTILKIT_E2E_DATA_DIR;

// The production server (`npm run build` first): /api/v1, pages and assets.
const command = 'node build';

export default defineConfig({
	testDir: 'tests/browser',
	// Two workers on the 2-core machines: a spec file's tests still run in order in one worker
	// (fullyParallel off) unless the file says otherwise (a11y.spec.ts). PW_WORKERS=1 to debug.
	workers: Number(process.env.PW_WORKERS ?? 2),
	fullyParallel: false,
	forbidOnly: !!process.env.CI,
	// Bounds for a hung test, not budgets: the same clone ran three to five times slower on a loaded
	// runner than on a quiet one (a 22 s test took over 60 s), so the bounds leave that much room.
	timeout: 180_000,
	expect: { timeout: 30_000 },
	reporter: 'list',
	globalSetup: './tests/browser/global-setup.ts',
	use: {
		baseURL: BASE_URL,
		browserName: 'chromium',
		// Blocked unless a test file allows it (those about offline use, the outbox, the PWA): an
		// allowed service worker downloads the whole app and its data (26 MB) in the background of
		// every test, which slowed every other test on a 2-core runner.
		serviceWorkers: 'block',
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: '/usr/bin/chromium',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync'
			]
		}
	},
	webServer: {
		command,
		url: `${BASE_URL}/`,
		reuseExistingServer: false,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe',
		// Every test's browser comes from 127.0.0.1: the suite signs up and in more often in 15 minutes
		// than one address may (20 sign-ups, 30 sign-ins), so the caps are raised as for a shared NAT.
		env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, ORIGIN: BASE_URL, LOG_LEVEL: 'warn', ADDRESS_LIMIT_SCALE: '10' }
	}
});
