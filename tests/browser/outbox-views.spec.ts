import { expect, test } from './fixtures';
import { signUp, startBuiltServer, waitForServiceWorker, type BuiltServer } from './helpers';
import { startDnsPeer, tableZone, type DnsPeer } from '../peers/dns-peer';
import { axeViolations } from './axe';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * An answered outbox request is shown in its tool's own result view, as the tool page shows it,
 * with the JSON folded under it. The DNS tool answers 200 from a local DNS peer (the zone is the
 * reference), through a server of this spec's own whose DNS_SERVER is that peer: the whole test
 * runs on that server's origin, so the service worker, the outbox and the API are all its own.
 */
const ZONE = tableZone({
	'example.test': {
		records: [
			{ type: 'MX', priority: 10, exchange: 'mx1.example.test', ttl: 3600 },
			{ type: 'MX', priority: 20, exchange: 'mx2.example.test', ttl: 3600 }
		]
	}
});

let peer: DnsPeer;
let server: BuiltServer;
let origin: string;

test.beforeAll(async () => {
	peer = await startDnsPeer(ZONE);
	server = await startBuiltServer({ env: { DNS_SERVER: peer.server, ADDRESS_LIMIT_SCALE: '10' } });
	origin = `http://127.0.0.1:${server.port}`;
});
test.afterAll(() => {
	server?.stop();
	peer?.close();
});

test('a queued DNS lookup, once answered, shows in the DNS view, its JSON folded', async ({ page, context }) => {
	await signUp(page, 'Outbox Views', origin);
	await page.goto(`${origin}/tools/dns`);
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.getByLabel('Name', { exact: true }).fill('example.test');
	await page.getByLabel('Type', { exact: true }).selectOption('MX');
	await page.getByRole('button', { name: 'Queue', exact: true }).click();
	await expect(page.getByText('Queued — will be sent when you are back online.')).toBeVisible();

	await page.goto(`${origin}/outbox`);
	const entry = page.locator('li.entry');
	await expect(entry.locator('.state')).toHaveText('Queued');
	// Nothing answered yet: no result drawn.
	await expect(entry.locator('section.result')).toHaveCount(0);

	await context.setOffline(false);
	await expect(entry.locator('.state')).toHaveText('Sent');
	const result = entry.locator('section.result');
	await expect(result).toHaveAttribute('data-status', '200');
	await expect(result).toHaveAttribute('aria-busy', 'false');
	// The DNS tool's own view: the records as a table with their TTLs.
	await expect(result.getByTestId('dns-status')).toHaveText('2 MX records');
	const rows = result.getByTestId('dns-answers').locator('tbody tr');
	await expect(rows).toHaveCount(2);
	await expect(rows.first().locator('td')).toHaveText(['10', 'mx1.example.test', '1 hr']);
	// The raw JSON stays one click away, folded.
	const json = result.locator('details', { has: page.locator('summary', { hasText: 'JSON response' }) });
	await expect(json).not.toHaveAttribute('open', '');
	await expect(result.locator('.json pre')).toHaveCount(0);
	await json.locator('summary').click();
	const body = JSON.parse((await result.locator('.json pre').first().textContent()) ?? 'null') as { status?: string; answers?: unknown[] };
	expect(body).toMatchObject({ status: 'NOERROR', answers: [{ priority: 10, exchange: 'mx1.example.test', ttl: 3600 }, { priority: 20, exchange: 'mx2.example.test', ttl: 3600 }] });
	await expect(result.getByTestId('api-call')).toBeVisible();

	const violations = await axeViolations(page, { include: 'li.entry', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
	expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
