import { describe, expect, it } from 'vitest';
import { executeOperation, type OperationResult } from '../engine/execute.js';
import { getOperation } from '../ops/registry.js';
import en from '../i18n/messages/en/index.js';
import ptBR from '../i18n/messages/pt-BR/index.js';
import { fieldProblems } from './field-problems.js';

const run = (op: string, input: unknown) => executeOperation(getOperation(op)!, input, { now: () => 0 }) as OperationResult;

describe('fieldProblems', () => {
	it('puts each problem of a worker run under its field, in the page’s language', () => {
		const outcome = run('fake-data', { type: 'person', count: 0 });
		expect(outcome.status).toBe(422);
		expect(fieldProblems(outcome, ['type', 'count', 'locale', 'seed'], en.tool.form.problems)).toEqual({ count: 'Must be 1 or more.' });
		expect(fieldProblems(outcome, ['type', 'count', 'locale', 'seed'], ptBR.tool.form.problems)).toEqual({ count: 'Deve ser 1 ou mais.' });
	});

	it('says a missing field is required, and a choice outside the list which choices there are', () => {
		expect(fieldProblems(run('hash', {}), ['input', 'algorithms'], en.tool.form.problems)).toEqual({ input: 'Required.' });
		const wrong = run('cpf-cnpj-generator', { type: 'rg' });
		expect(fieldProblems(wrong, ['type', 'count', 'formatted', 'seed'], en.tool.form.problems)).toEqual({ type: 'Must be one of: cpf, cnpj.' });
	});

	it('a problem inside a field (one message of a conversation) goes to the field the form shows', () => {
		const outcome = run('ai-chat', { messages: [{ role: 'robot', content: 'hi' }] });
		expect(Object.keys(fieldProblems(outcome, ['messages'], en.tool.form.problems))).toEqual(['messages']);
	});

	it('reads the API’s "field: problem" detail when there are no structured issues (server tools)', () => {
		const outcome = { status: 422, body: { detail: 'code: must be an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)' } };
		// Under its field the message starts a sentence, as the form's own words do.
		expect(fieldProblems(outcome, ['code'], en.tool.form.problems)).toEqual({ code: 'Must be an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)' });
		// A detail about no field of the form stays in the result's message.
		expect(fieldProblems({ status: 422, body: { detail: 'Provide `secret` or `new_secret: true`' } }, ['secret'], en.tool.form.problems)).toEqual({});
	});

	it('puts an operation’s own error, said in the page’s language, under the field it names', () => {
		const outcome = { status: 422, body: { detail: 'input: is not valid base64' }, said: { message: 'input: não é base64 válido', field: { path: 'input', text: 'não é base64 válido' } } };
		expect(fieldProblems(outcome, ['input', 'scheme'], ptBR.tool.form.problems)).toEqual({ input: 'Não é base64 válido' });
	});

	it('nothing for answers that are not validation failures', () => {
		expect(fieldProblems(run('hash', { input: 'abc' }), ['input'], en.tool.form.problems)).toEqual({});
		expect(fieldProblems({ status: 503, body: { detail: 'x: down' } }, ['x'], en.tool.form.problems)).toEqual({});
	});
});
