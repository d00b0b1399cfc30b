// What the tax-ID schemas and the input checks need, without stdnum (which loads on the first
// call: src/lib/engine/README.md, "How operations load").

/**
 * Country → its schemes, in the order a number without `type` is tried. Every EU member and the
 * countries the contract names; `formats` lists the schemes with a presentation format.
 */
export const TABLE: Record<string, string[]> = {
	AR: ['cuit'],
	AT: ['uid', 'tin'],
	AU: ['abn', 'acn', 'tfn'],
	BE: ['vat'],
	BG: ['vat', 'pnf'],
	BR: ['cpf', 'cnpj'],
	CA: ['bn', 'sin'],
	CH: ['uid', 'vat'],
	CL: ['rut'],
	CN: ['ric', 'uscc'],
	CO: ['nit'],
	CY: ['vat'],
	CZ: ['rc'],
	DE: ['vat', 'idnr'],
	DK: ['cvr', 'cpr'],
	EE: ['kmkr', 'registrikood'],
	ES: ['dni', 'nie', 'cif', 'nif'],
	FI: ['alv', 'ytunnus', 'hetu'],
	FR: ['tva', 'siren', 'nif', 'nir'],
	GB: ['vat', 'utr', 'nino'],
	GR: ['vat', 'amka'],
	HR: ['oib'],
	HU: ['anum'],
	IE: ['vat', 'pps'],
	IN: ['pan', 'gstin'],
	IT: ['iva', 'codicefiscale'],
	JP: ['cn'],
	LT: ['pvm'],
	LU: ['tva'],
	LV: ['pvn'],
	MT: ['vat'],
	MX: ['rfc', 'curp'],
	NL: ['btw'],
	NO: ['orgnr', 'mva', 'fodselsnummer'],
	PL: ['nip', 'pesel', 'regon'],
	PT: ['nif'],
	RO: ['cui', 'cnp'],
	SE: ['vat', 'orgnr'],
	SI: ['ddv'],
	SK: ['rc'],
	US: ['ssn', 'ein']
};

/** The supported countries, alpha-2, in the table's order. */
export const COUNTRIES: readonly string[] = Object.keys(TABLE);

/** Why a number is not valid, in python-stdnum's terms (its exception classes). */
export const REASONS = ['format', 'length', 'checksum', 'component'] as const;
export type Reason = (typeof REASONS)[number];
