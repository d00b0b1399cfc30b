import { z } from 'zod';

/**
 * An integer whose wrong-type message says so, while range and missing-field problems keep
 * zod's own wording ("Too small: expected number to be >=1", "is required").
 */
export const integer = () =>
	z.int({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'must be an integer' : undefined) });
