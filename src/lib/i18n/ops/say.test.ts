import { describe, expect, it } from 'vitest';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import { getOperation } from '../../ops/registry.js';
import ptBR from '../messages/pt-BR/index.js';
import es from '../messages/es/index.js';
import { sayOutcome } from './say.js';

const run = (op: string, input: unknown) => executeOperation(getOperation(op)!, input, { now: () => 0 }) as Promise<OperationResult> | OperationResult;

describe('sayOutcome', () => {
	it('says an operation error in the page language, with its field', async () => {
		const outcome = await run('encode', { input: '!!!', scheme: 'base64', direction: 'decode' });
		expect(outcome.body).toEqual({ detail: 'input: is not valid base64', code: 'invalid_input' });
		const said = await sayOutcome(outcome, 'pt-BR', ptBR.tool.form.problems);
		expect(said).toEqual({ message: 'input: não é base64 válido', field: { path: 'input', text: 'não é base64 válido' } });
		expect((await sayOutcome(outcome, 'es', es.tool.form.problems))?.message).toBe('input: no es base64 válido');
		expect(await sayOutcome(outcome, 'en', ptBR.tool.form.problems)).toBeUndefined();
	});
});
