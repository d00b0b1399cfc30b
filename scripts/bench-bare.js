// Baseline for `npm run bench`: bare node:http doing the same work as POST /api/v1/hash
// (read the body, JSON.parse, the same noble digest, JSON response), with no auth or limits.
import http from 'node:http';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const server = http.createServer((req, res) => {
	const chunks = [];
	req.on('data', (c) => chunks.push(c));
	req.on('end', () => {
		const { input } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
		const body = JSON.stringify({ input, hashes: { sha256: bytesToHex(sha256(utf8ToBytes(input))) } });
		res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
		res.end(body);
	});
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
