import type { OperationCase } from '../cases.js';

/*
 * Fixed answers: the classic passage's own opening (Cicero, De finibus 1.10.32–33 as the
 * generators print it). Seeded answers: written again by `python3
 * src/lib/ops/lorem-ipsum/oracle/lorem_oracle.py` with CPython 3.11's random.Random(seed) and the
 * README's rules, pasted here, never from this module. Unseeded texts are random: their cases fix
 * the count; lorem-ipsum.test.ts checks every word against the classic's vocabulary as Python
 * derives it, and the counts.
 */
const CLASSIC = 'the classic lorem ipsum passage (De finibus 1.10.32–33 as generators print it): its opening words';
const PYTHON = "python3 3.11 random.Random(seed) and the README's rules (src/lib/ops/lorem-ipsum/oracle/lorem_oracle.py)";
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /lorem-ipsum';

const exact = (name: string, input: Record<string, unknown>, output: string, count: number): OperationCase => ({ name, op: 'lorem-ipsum', input, expected: { status: 200, body: { output, count } }, source: CLASSIC });
const seeded = (input: Record<string, unknown>, body: { output: string; count: number }): OperationCase => ({
	name: `seeded ${input.unit}: ${input.count}, seed ${JSON.stringify(input.seed)}${input.start_with_lorem === false ? ', no lorem' : ''}`,
	op: 'lorem-ipsum',
	input,
	expected: { status: 200, body },
	source: PYTHON
});

export const cases: OperationCase[] = [
	exact('five words: the opening', { unit: 'words', count: 5 }, 'Lorem ipsum dolor sit amet', 5),
	exact('three words: part of the opening', { unit: 'words', count: 3 }, 'Lorem ipsum dolor', 3),
	exact('one sentence: the first clause', { unit: 'sentences', count: 1 }, 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 1),
	{ name: 'three paragraphs by default', op: 'lorem-ipsum', input: {}, expected: { status: 200, body: { count: 3 }, partial: true }, source: CONTRACT },
	seeded({"unit": "words", "count": 12, "seed": 42}, {"output": "Lorem ipsum dolor sit amet velit elit ipsum excepteur magna et labore", "count": 12}),
	seeded({"unit": "words", "count": 6, "start_with_lorem": false, "seed": "utilkit"}, {"output": "proident dolore sed occaecat ad deserunt", "count": 6}),
	seeded({"unit": "sentences", "count": 3, "seed": 7}, {"output": "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Id do exercitation esse sit amet, proident duis adipiscing quis in sit mollit. Consectetur laboris ullamco amet et consectetur aute laboris.", "count": 3}),
	seeded({"unit": "sentences", "count": 2, "start_with_lorem": false, "seed": 2024}, {"output": "Tempor pariatur in enim incididunt officia pariatur ullamco sint nulla, sint dolore duis et velit. Ullamco consequat pariatur voluptate est ut, enim duis nulla minim consequat amet pariatur.", "count": 2}),
	seeded({"unit": "paragraphs", "count": 2, "seed": 1}, {"output": "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Dolore elit ea sint nisi ex esse nostrud cupidatat. Adipiscing ea ipsum deserunt sunt nostrud laboris reprehenderit, sint occaecat lorem. Magna pariatur non labore in id adipiscing deserunt ad, ipsum ipsum ipsum esse duis lorem.\n\nLaborum laboris pariatur ipsum, consequat labore sint nisi id ea aute. Labore eu labore sint, aliquip id aliqua anim ipsum ullamco sunt mollit aute. Velit pariatur qui aliqua elit excepteur minim, deserunt pariatur laborum. Commodo sunt mollit cillum incididunt enim aliqua in laborum, officia ea culpa id commodo. Ex et excepteur non exercitation ullamco cillum tempor. Aute officia fugiat occaecat eu, excepteur quis consectetur nisi cillum commodo adipiscing occaecat. Quis ea pariatur ipsum ex, dolor enim nulla culpa laborum voluptate in in exercitation. Commodo labore laborum lorem, occaecat incididunt duis mollit qui aute.", "count": 2}),
	{ name: 'count 0', op: 'lorem-ipsum', input: { count: 0 }, expected: { status: 422, body: { detail: 'count: Too small: expected number to be >=1', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'count 101', op: 'lorem-ipsum', input: { unit: 'words', count: 101 }, expected: { status: 422, body: { detail: 'count: Too big: expected number to be <=100', code: 'invalid_input' } }, source: CONTRACT },
	{ name: 'an unknown unit', op: 'lorem-ipsum', input: { unit: 'bytes' }, expected: { status: 422, body: { detail: 'unit: Invalid option: expected one of "words"|"sentences"|"paragraphs"', code: 'invalid_input' } }, source: CONTRACT }
];
