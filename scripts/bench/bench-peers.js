// Local upstreams for the network operations in `npm run bench:scale`, in their own process so
// they do not share the load generator's core: a small web site (any path: 200, a short HTML
// page with Open Graph tags) and an OpenAI-compatible chat server (a fixed reply, with usage).
import http from 'node:http';

const PAGE = '<!doctype html><html><head><title>Bench</title><meta property="og:title" content="Bench page"></head><body>ok</body></html>';

const site = http.createServer((req, res) => {
	res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(PAGE) });
	res.end(req.method === 'HEAD' ? undefined : PAGE);
});

const chat = http.createServer((req, res) => {
	let body = '';
	req.on('data', (d) => (body += d));
	req.on('end', () => {
		const reply = JSON.stringify({
			id: 'bench',
			object: 'chat.completion',
			model: 'bench-model',
			choices: [{ index: 0, message: { role: 'assistant', content: 'Hello from the bench.' }, finish_reason: 'stop' }],
			usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 }
		});
		res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(reply) });
		res.end(reply);
	});
});

site.listen(Number(process.env.SITE_PORT), '127.0.0.1', () =>
	chat.listen(Number(process.env.CHAT_PORT), '127.0.0.1', () => process.send?.('ready'))
);
