import type { Component } from 'svelte';
import ColorView from './ColorView.svelte';
import HashView from './HashView.svelte';
import QrView from './QrView.svelte';
import TotpView from './TotpView.svelte';

/** What a custom result view is given, besides a 200 body to show. */
export interface CustomViewProps {
	body: unknown;
	/** The input that produced `body`. */
	input: Record<string, unknown>;
	/** Runs the same input again (e.g. when a TOTP code expires). */
	rerun(): void;
	/** Fills the form with `input` and runs it. */
	apply(input: Record<string, unknown>): void;
}

/** Custom views, only where one clearly helps; every other tool shows the JSON alone. */
export const CUSTOM_VIEWS: Partial<Record<string, Component<CustomViewProps>>> = {
	'otp-totp-generate': TotpView,
	'color-converter': ColorView,
	hash: HashView,
	'qr-code': QrView
};

/**
 * Operations that answer as the user types (debounced). Every browser operation qualifies: warm,
 * each answers in under 2 ms in the worker (docs/performance.md); the first call of a module
 * loads its code once. Server operations stay manual: each run is a network round trip and
 * costs quota. views.test.ts keeps this list equal to the browser operations.
 */
export const LIVE_OPS = new Set([
	'color-converter',
	'country-info',
	'country-search',
	'cpf-cnpj-generator',
	'credit-card-validator',
	'fake-data',
	'geocoding',
	'hash',
	'iban-validator',
	'jwt-decoder',
	'otp-totp-generate',
	'otp-totp-verify',
	'phone-validation',
	'public-holidays',
	'qr-code',
	'temporary-email',
	'timezone',
	'timezone-list',
	'wpp-url-generate'
]);
