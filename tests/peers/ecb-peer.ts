import { reply, startHttpPeer, type HttpPeer } from './http-peer.js';

/**
 * An ECB reference-rates document for tests, in the shape of
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (the gesmes:Envelope with its
 * subject and sender, then `<Cube><Cube time='…'>` holding one `<Cube currency='…' rate='…'/>`
 * per currency, units per euro, the ECB's order and single quotes). The rates are the test's
 * own values, not a day's published ones.
 */
export function ecbDocument(date: string, rates: Record<string, string>): string {
	const cubes = Object.entries(rates)
		.map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
		.join('\n');
	return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='${date}'>
${cubes}
		</Cube>
	</Cube>
</gesmes:Envelope>
`;
}

/** A day's table in the ECB's order of currencies (values: the test's own). */
export const TEST_RATES: Record<string, string> = {
	USD: '1.0547',
	JPY: '158.93',
	BGN: '1.9558',
	CZK: '25.123',
	DKK: '7.4582',
	GBP: '0.83315',
	HUF: '409.48',
	PLN: '4.3088',
	RON: '4.9767',
	SEK: '11.5215',
	CHF: '0.9301',
	ISK: '146.30',
	NOK: '11.7275',
	TRY: '36.4862',
	AUD: '1.6235',
	BRL: '6.3021',
	CAD: '1.4786',
	CNY: '7.6408',
	HKD: '8.2086',
	IDR: '16787.85',
	ILS: '3.8667',
	INR: '89.2065',
	KRW: '1478.21',
	MXN: '21.5163',
	MYR: '4.7124',
	NZD: '1.8049',
	PHP: '62.082',
	SGD: '1.4197',
	THB: '36.411',
	ZAR: '19.1437'
};

/** An ECB on 127.0.0.1 answering every request with the day `date` of TEST_RATES (RATES_URL: `${url}/…xml`). */
export function startEcbPeer(date = '2026-11-26'): Promise<HttpPeer> {
	return startHttpPeer(() => reply.raw(200, { 'content-type': 'text/xml' }, ecbDocument(date, TEST_RATES)));
}
