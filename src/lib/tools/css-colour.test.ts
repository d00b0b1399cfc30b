import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import { tool as en } from '../i18n/messages/en/tool.js';
import { parseCssColour } from '../ops/color/css-colour.js';
import { buildInput, fieldsFromSchema, NOTATION_SOURCE, syncNotations, valuesFromInput, type JsonSchema } from './schema-form.js';

/** Values from CSS Color 4 (§6.1 named colours; §7 HSL, whose example table gives these; §5 alpha, 50 % = 127.5 → 128). */
describe('parseCssColour', () => {
	const rebecca = { r: 102, g: 51, b: 153, a: 255 };
	it('reads named colours, hex and the rgb()/hsl() syntaxes, with their alpha', () => {
		expect(parseCssColour('rebeccapurple')).toEqual(rebecca);
		expect(parseCssColour('RebeccaPurple ')).toEqual(rebecca);
		expect(parseCssColour('coral')).toEqual({ r: 255, g: 127, b: 80, a: 255 });
		expect(parseCssColour('#639')).toEqual(rebecca);
		expect(parseCssColour('663399')).toEqual(rebecca);
		expect(parseCssColour('#66339980')).toEqual({ ...rebecca, a: 128 });
		expect(parseCssColour('#6398')).toEqual({ ...rebecca, a: 0x88 });
		expect(parseCssColour('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
		expect(parseCssColour('rgb(102, 51, 153)')).toEqual(rebecca);
		expect(parseCssColour('rgb(102 51 153 / 50%)')).toEqual({ ...rebecca, a: 128 });
		expect(parseCssColour('rgba(100%, 0%, 0%, 0.5)')).toEqual({ r: 255, g: 0, b: 0, a: 128 });
		expect(parseCssColour('hsl(270, 50%, 40%)')).toEqual(rebecca);
		expect(parseCssColour('hsla(270, 50%, 40%, 0.25)')).toEqual({ ...rebecca, a: 64 });
		expect(parseCssColour('hsl(0.75turn 50% 40%)')).toEqual(rebecca);
		expect(parseCssColour('hsl(120deg 100% 25% / 0)')).toEqual({ r: 0, g: 128, b: 0, a: 0 });
	});

	it('refuses what is not a colour (or what it leaves to the full reader)', () => {
		for (const text of ['', 'notacolour', '#12', '#12345', 'rgb(1,2)', 'rgb(a, b, c)', 'hsl(270 50% 40% 1)', 'rgb(1 2 3 / x)', 'rgb(1 2 3 / 1 / 2)', 'oklch(50% 0.2 0)']) {
			expect(parseCssColour(text), text).toBeNull();
		}
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

	it('carry alpha: #RRGGBBAA fills the a fields, an a field gives the HEX its AA', () => {
		const values = valuesFromInput(fields, {});
		values.hex = '#1e90ff80';
		syncNotations(fields, values, 'hex');
		expect([values['rgb.r'], values['rgb.g'], values['rgb.b'], values['rgb.a']]).toEqual(['30', '144', '255', '0.5']);
		expect(values['hsl.a']).toBe('0.5');
		expect(values.css).toBe('rgb(30 144 255 / 0.5)');
		expect(buildInput(fields, values, en.form).input).toEqual({ hex: '#1e90ff80' });

		values['rgb.a'] = '';
		syncNotations(fields, values, 'rgb');
		expect(values.hex).toBe('#1E90FF');
		expect(buildInput(fields, values, en.form).input).toEqual({ rgb: { r: 30, g: 144, b: 255 } });

		// A CSS colour with alpha typed in the HEX field goes as #RRGGBBAA (CSSOM: 25 % = 63.75 → 64 = 0x40).
		values.hex = 'rgb(30 144 255 / 25%)';
		syncNotations(fields, values, 'hex');
		expect(buildInput(fields, values, en.form).input).toEqual({ hex: '#1E90FF40' });
	});

	it('send the CSS field as typed, and fill the others once the full reader has read oklch()', async () => {
		const values = valuesFromInput(fields, {});
		values.css = 'oklch(50% 0.2 0 / 0.5)';
		// The small parser cannot read it: the full one loads, then the siblings follow.
		await syncNotations(fields, values, 'css');
		// oklch(50% 0.2 0) is rgb(70.492% 2.351% 37.073%) (web-platform-tests oklch-004-ref) = 180, 6, 95.
		expect(values.hex).toBe('#B4065F80');
		expect([values['rgb.r'], values['rgb.g'], values['rgb.b'], values['rgb.a']]).toEqual(['180', '6', '95', '0.5']);
		expect(buildInput(fields, values, en.form).input).toEqual({ css: 'oklch(50% 0.2 0 / 0.5)' });
		// And an oklch() typed in the HEX field now goes as the HEX it names.
		values.hex = 'oklch(80% 0.15 160)';
		await syncNotations(fields, values, 'hex');
		expect(buildInput(fields, values, en.form).input).toEqual({ hex: '#52DB9C' });
	});
});
