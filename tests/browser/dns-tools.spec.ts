import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startBuiltServer, waitForHook, type BuiltServer } from './helpers';
import { startDnsPeer, tableZone, type DnsPeer } from '../peers/dns-peer';
import { axeViolations } from './axe';

/**
 * The DNS and mail-authentication tool pages through a real server whose DNS_SERVER is a local
 * DNS peer (tests/peers/dns-peer.ts): the zone served is the reference for what the views show.
 * The page's API calls go to that server with its key (the shared test server has no DNS).
 */
const txt = (text: string) => ({ type: 'TXT' as const, strings: [text], ttl: 300 });
const ZONE = tableZone({
	'example.test': {
		records: [
			{ type: 'MX', priority: 10, exchange: 'mx1.example.test', ttl: 3600 },
			{ type: 'MX', priority: 20, exchange: 'mx2.example.test', ttl: 3600 },
			txt('v=spf1 mx -all')
		]
	},
	'_dmarc.example.test': { records: [txt('v=DMARC1; p=reject; rua=mailto:dmarc@example.test')] },
	'_mta-sts.example.test': { records: [txt('v=STSv1; id=20260101;')] },
	'loose.test': { records: [txt('v=spf1 +all')] },
	'_dmarc.loose.test': { records: [txt('v=DMARC1; p=none')] }
});

let peer: DnsPeer;
let server: BuiltServer;
let key: string;

test.beforeAll(async () => {
	peer = await startDnsPeer(ZONE);
	server = await startBuiltServer({ env: { DNS_SERVER: peer.server } });
	key = server.cli('keys', 'create', '--email', 'dns@example.com', '--plan', 'unlimited').trim();
});
test.afterAll(() => {
	server?.stop();
	peer?.close();
});

/** Signed in (a session the page believes in), with the operation's calls sent to the DNS-backed server. */
async function open(page: Page, path: string, op: string) {
	await page.route('**/account/session', (route) =>
		route.fulfill({ json: { account: { email: 'dns@example.com', name: 'DNS', company: null, plan: 'unlimited', active: true, created_at: '2026-11-26T00:00:00Z', profile_complete: true } } })
	);
	await page.route(`**/api/v1${op}`, (route) =>
		route.continue({ url: `http://127.0.0.1:${server.port}/api/v1${op}`, headers: { ...route.request().headers(), 'x-api-key': key } })
	);
	await page.goto(path);
	await waitForHook(page);
}

test('DNS lookup: the records as a table with their TTLs, and NXDOMAIN as a badge', async ({ page }) => {
	await open(page, '/tools/dns', '/dns');
	await page.getByLabel('Name', { exact: true }).fill('example.test');
	await page.getByLabel('Type', { exact: true }).selectOption('MX');
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.getByTestId('dns-status')).toHaveText('2 MX records');
	const rows = page.getByTestId('dns-answers').locator('tbody tr');
	await expect(rows).toHaveCount(2);
	await expect(rows.first().locator('td')).toHaveText(['10', 'mx1.example.test', '1 hr']);
	// The drawn answer passes axe (WCAG 2.x A/AA), as the a11y spec asks of every tool page.
	expect(await axeViolations(page, { include: 'section.result', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);

	await page.getByLabel('Name', { exact: true }).fill('nowhere.example.test');
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.getByTestId('dns-status')).toHaveText('No such name (NXDOMAIN)');
	await expect(page.getByTestId('dns-answers')).toHaveCount(0);
});

test('mail authentication: a clean domain, then a loose one with its issues in Portuguese', async ({ page }) => {
	await open(page, '/tools/email-auth', '/email/auth');
	await page.getByLabel('Domain', { exact: true }).fill('example.test');
	await page.getByRole('button', { name: 'Run', exact: true }).click();
	await expect(page.getByTestId('verdict')).toHaveText('SPF, DMARC and MTA-STS look right');
	await expect(page.getByTestId('auth-spf')).toContainText('v=spf1 mx -all');

	await page.goto('/pt-BR/tools/email-auth');
	await waitForHook(page);
	await page.getByLabel('Domínio', { exact: true }).fill('loose.test');
	await page.getByRole('button', { name: 'Executar', exact: true }).click();
	await expect(page.getByTestId('verdict')).toHaveText('1 problema a corrigir');
	await expect(page.getByTestId('auth-spf').locator('li.error')).toHaveText('O SPF termina em +all: qualquer servidor do mundo pode enviar e-mail em nome do domínio.');
	await expect(page.getByTestId('auth-dmarc').locator('li.warning')).toHaveCount(2);
	expect(await axeViolations(page, { include: 'section.result', tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);
	await expect(page.getByTestId('auth-mta').locator('li')).toHaveText('Sem registro MTA-STS: os remetentes não podem exigir TLS ao entregar para o domínio.');
});
