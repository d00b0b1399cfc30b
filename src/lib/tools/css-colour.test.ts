import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import { tool as en } from '../i18n/messages/en/tool.js';
import { parseCssColour } from '../ops/color/css-colour.js';
import { buildInput, fieldsFromSchema, NOTATION_SOURCE, syncNotations, valuesFromInput, type JsonSchema } from './schema-form.js';

/** Values from CSS Color 4 (§6.1 named colours; §7 HSL, whose example table gives these). */
describe('parseCssColour', () => {
	it('reads named colours, hex and the rgb()/hsl() syntaxes', () => {
		expect(parseCssColour('rebeccapurple')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('RebeccaPurple ')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('coral')).toEqual({ r: 255, g: 127, b: 80 });
		expect(parseCssColour('#639')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('663399')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('rgb(102, 51, 153)')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('rgb(102 51 153 / 50%)')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('rgba(100%, 0%, 0%, 0.5)')).toEqual({ r: 255, g: 0, b: 0 });
		expect(parseCssColour('hsl(270, 50%, 40%)')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('hsl(0.75turn 50% 40%)')).toEqual({ r: 102, g: 51, b: 153 });
		expect(parseCssColour('hsl(120deg 100% 25%)')).toEqual({ r: 0, g: 128, b: 0 });
	});

	it('refuses what is not a colour', () => {
		for (const text of ['', 'notacolour', '#12', 'rgb(1,2)', 'rgb(a, b, c)', 'hsl(270 50% 40% 1)']) expect(parseCssColour(text), text).toBeNull();
	});
});

describe('the colour converter’s notations', () => {
	const fields = fieldsFromSchema(inputJsonSchema(OPERATIONS.find((op) => op.id === 'color-converter')!) as JsonSchema, en.form);

	it('fill each other from the one edited, which alone is sent', () => {
		const values = valuesFromInput(fields, {});
		values.hex = 'rebeccapurple';
		syncNotations(fields, values, 'hex');
		expect([values['rgb.r'], values['rgb.g'], values['rgb.b']]).toEqual(['102', '51', '153']);
		expect([values['hsl.h'], values['hsl.s'], values['hsl.l']]).toEqual(['270', '50', '40']);
		// The API takes one notation, and HEX as #RGB/#RRGGBB: the name goes as the HEX it names.
		expect(buildInput(fields, values, en.form).input).toEqual({ hex: '#663399' });

		values['rgb.g'] = '128';
		syncNotations(fields, values, 'rgb');
		expect(values.hex).toBe('#668099');
		expect(buildInput(fields, values, en.form).input).toEqual({ rgb: { r: 102, g: 128, b: 153 } });
	});

	it('leave the others alone while the edited one is not a colour yet, and send it as typed', () => {
		const values = valuesFromInput(fields, { hex: '#FF7F50' });
		expect(values[NOTATION_SOURCE]).toBe('hex');
		expect(values['rgb.r']).toBe('255');
		values.hex = '#12';
		syncNotations(fields, values, 'hex');
		expect(values['rgb.r']).toBe('255');
		expect(buildInput(fields, values, en.form).input).toEqual({ hex: '#12' });
	});

	it('fill in from an example given in any notation', () => {
		const values = valuesFromInput(fields, { hsl: { h: 210, s: 100, l: 56 } });
		expect(values.hex).toBe('#1F8FFF');
		expect(buildInput(fields, values, en.form).input).toEqual({ hsl: { h: 210, s: 100, l: 56 } });
	});
});
