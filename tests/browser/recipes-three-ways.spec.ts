import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '@playwright/test';
import { RECIPE_FIXTURES } from '../fixtures/recipes';
import { apiKey, waitForHook, waitForServiceWorker } from './helpers';

// These tests install the service worker (the suite's default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// One recipe runner, three faces (docs/api.md, "Recipes"): each fixture gives the same status and
// the same body in the browser's worker with the network off, over POST /api/v1/recipes/run and
// through the MCP server's run_recipe (a failure there is a tool error carrying the detail).

test('recipes answer the same offline in the worker, over the API and through MCP', async ({ page, context, baseURL, request }) => {
	await page.goto('/recipes');
	await waitForServiceWorker(page);
	await waitForHook(page);
	await page.evaluate(() => window.utilkit!.recipe({ steps: [{ op: '/hash', input: { input: 'warm up' } }] }));
	await context.setOffline(true);

	const mcp = new Client({ name: 'utilkit-three-ways', version: '1.0.0' });
	await mcp.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`), { requestInit: { headers: { 'x-api-key': apiKey() } } }));
	try {
		for (const fixture of RECIPE_FIXTURES) {
			const offline = await page.evaluate((recipe) => window.utilkit!.recipe(recipe), fixture.recipe);
			const res = await request.post('/api/v1/recipes/run', { headers: { 'X-API-Key': apiKey() }, data: fixture.recipe });
			const api = { status: res.status(), body: await res.json() };
			const tool = (await mcp.callTool({ name: 'run_recipe', arguments: fixture.recipe })) as CallToolResult;
			const text = (tool.content[0] as { type: 'text'; text: string }).text;

			expect(api.status, fixture.name).toBe(fixture.status);
			if (fixture.check) expect(fixture.check(api.body), `${fixture.name}: the independent reference`).toBe(true);
			expect(offline, `${fixture.name}: the worker, offline`).toEqual(api);
			if (fixture.status === 200) {
				expect(tool.isError ?? false, fixture.name).toBe(false);
				expect(JSON.parse(text), `${fixture.name}: MCP`).toEqual(api.body);
			} else {
				expect(tool.isError, fixture.name).toBe(true);
				expect(text, `${fixture.name}: MCP`).toBe(api.body.detail);
			}
		}
	} finally {
		await mcp.close();
		await context.setOffline(false);
	}
});
