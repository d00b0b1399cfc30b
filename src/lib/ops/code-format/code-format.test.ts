import { describe } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { cases } from './cases.js';

describe('code-format cases (replayed through executeOperation)', () => {
	replayCases(cases);
});
