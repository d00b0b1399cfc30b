/** One check behind a validator's verdict: passed (true), failed (false) or not applicable (null). */
export interface Check {
	label: string;
	ok: boolean | null;
	note?: string;
}

/** A value a validator's answer gives (a normalized form, a country); copyable when `copy` is set. */
export interface Fact {
	label: string;
	value: string;
	copy?: boolean;
	mono?: boolean;
	/** An ISO 3166 alpha-2 code whose flag goes before the value. */
	flag?: string;
}
