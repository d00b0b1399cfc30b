import type { OperationCase } from '../cases.js';

/** Reference cases: expected values from an independent source, named in `source`. */
export const cases: OperationCase[] = [
	{
		name: 'TODO a case from an independent reference',
		op: 'code-format',
		input: { text: 'hello' },
		expected: { status: 200, body: { result: 'hello' } },
		source: 'TODO: the RFC, standard or other implementation the expected answer comes from'
	}
];
