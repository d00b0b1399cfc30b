import { describe, expect, it } from 'vitest';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import { getOperation } from '../../ops/registry.js';
import ptBR from '../messages/pt-BR/index.js';
import es from '../messages/es/index.js';
import { sayOutcome } from './say.js';

const run = async (op: string, input: unknown) => (await executeOperation(getOperation(op)!, input, { now: () => 0 })) as OperationResult;
const problems = ptBR.tool.form.problems;

describe('sayOutcome', () => {
	it('says an operation error in the page language, with its field', async () => {
		const outcome = await run('encode', { input: '!!!', scheme: 'base64', direction: 'decode' });
		expect(outcome.body).toEqual({ detail: 'input: is not valid base64', code: 'invalid_input' });
		expect(await sayOutcome(outcome, 'pt-BR', problems)).toEqual({ message: 'input: não é base64 válido', field: { path: 'input', text: 'não é base64 válido' } });
		expect((await sayOutcome(outcome, 'es', es.tool.form.problems))?.message).toBe('input: no es base64 válido');
		expect(await sayOutcome(outcome, 'en', problems)).toBeUndefined();
	});

	it('translates a message named inside another (a VAT format inside its refusal)', async () => {
		const outcome = await run('vat-validator', { vat: 'DE12345' });
		expect((outcome.body as { detail: string }).detail).toBe('vat: invalid format for DE (Germany): expected 9 digits, the first not 0');
		const said = await sayOutcome(outcome, 'pt-BR', problems);
		expect(said?.message).toBe('vat: formato inválido para DE (Alemanha): esperado 9 dígitos, o primeiro diferente de 0');
	});

	it('says a problem a schema words itself by its id: zod carries the words on the issue', async () => {
		const outcome = await run('qr-code', { data: 'a'.repeat(4297) });
		expect(outcome.issues).toEqual([expect.objectContaining({ path: 'data', code: 'custom', words: expect.objectContaining({ module: 'qr-code', id: 'too_many_characters', values: { max: 4296 } }) })]);
		expect((await sayOutcome(outcome, 'pt-BR', problems))?.issues).toEqual(['deve ter no máximo 4.296 caracteres']);
	});

	it("says zod's other kinds with zod's error map for the language, the form's kinds in the form's words", async () => {
		const outcome = await run('fake-data', { type: 'person', count: 0, extra: 1 });
		const said = await sayOutcome({ ...outcome, issues: [...outcome.issues!, { path: '', code: 'unrecognized_keys', message: 'Unrecognized key: "extra"', keys: ['extra'] }] }, 'pt-BR', problems);
		expect(said?.issues).toEqual(['Deve ser 1 ou mais.', 'Chave inválida: "extra"']);
		expect(said?.message).toBe('count: Deve ser 1 ou mais.; Chave inválida: "extra"');
	});

	it('says a message inside a 200 answer by its pointer', async () => {
		const outcome = await run('json-format', { input: '[1,]' });
		expect(outcome.body).toEqual({ valid: false, error: { message: "Trailing comma before ']'", line: 1, column: 4 } });
		expect((await sayOutcome(outcome, 'es', es.tool.form.problems))?.answer).toEqual({ '/error/message': "Coma sobrante antes de ']'" });
	});

	it('falls back to the English text for an id the page has no words for', async () => {
		const words = { module: 'encode', id: 'no-such-id', text: 'an English message' };
		expect(await sayOutcome({ status: 422, words }, 'pt-BR', problems)).toEqual({ message: 'an English message' });
	});
});
