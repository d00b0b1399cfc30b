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

/** Cheap, deterministic operations that answer as the user types (debounced). */
export const LIVE_OPS = new Set([
	'hash',
	'color-converter',
	'jwt-decoder',
	'qr-code',
	'credit-card-validator',
	'iban-validator',
	'phone-validation',
	'wpp-url-generate'
]);
