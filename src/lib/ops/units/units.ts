/**
 * Units by category, each with its factor to the category's SI (or base) unit. Factors are NIST
 * SP 811 (2008 edition, "Guide for the Use of the International System of Units"), Appendix B.8
 * and B.9, using the exact definitions where SP 811 prints them in bold or derives them (the inch
 * is 0.0254 m, the pound 0.453 592 37 kg, the US gallon 231 in³, the thermochemical calorie
 * 4.184 J, the standard atmosphere 101 325 Pa, the conventional mmHg 13.5951 × 9.80665 Pa); the
 * electronvolt is the 2019 SI's exact value; data units follow IEC 80000-13 (k = 1000, Ki = 1024).
 */

export const CATEGORIES = ['length', 'mass', 'temperature', 'volume', 'area', 'speed', 'time', 'data', 'pressure', 'energy', 'power', 'angle', 'frequency'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface UnitDef {
	symbol: string;
	name: string;
	aliases: string[];
	category: Category;
	/** Value × factor = value in the category's base unit (temperature: see offset). */
	factor: number;
	/** Temperature only: base (kelvin) = (value + offset) × factor. */
	offset?: number;
}

const INCH = 0.0254;
const FOOT = 0.3048;
const YARD = 0.9144;
const MILE = 1609.344;
const POUND = 0.45359237;
const GALLON = 231 * INCH ** 3;
const FLUID_OUNCE = GALLON / 128;
const MMHG = 13.5951 * 9.80665;
const POUND_FORCE = POUND * 9.80665;

type Row = [symbol: string, name: string, factor: number, aliases?: string[]];

const TABLE: Record<Category, { base: string; rows: Row[] }> = {
	length: {
		base: 'm',
		rows: [
			['m', 'metre', 1],
			['km', 'kilometre', 1e3],
			['cm', 'centimetre', 1e-2],
			['mm', 'millimetre', 1e-3],
			['µm', 'micrometre', 1e-6, ['um', 'μm']],
			['nm', 'nanometre', 1e-9],
			['in', 'inch', INCH],
			['ft', 'foot', FOOT],
			['yd', 'yard', YARD],
			['mi', 'mile (international)', MILE],
			['nmi', 'nautical mile', 1852]
		]
	},
	mass: {
		base: 'kg',
		rows: [
			['kg', 'kilogram', 1],
			['g', 'gram', 1e-3],
			['mg', 'milligram', 1e-6],
			['µg', 'microgram', 1e-9, ['ug', 'μg']],
			['t', 'tonne (metric ton)', 1e3],
			['lb', 'pound (avoirdupois)', POUND],
			['oz', 'ounce (avoirdupois)', POUND / 16],
			['ton', 'short ton (2000 lb)', 2000 * POUND],
			['gr', 'grain', POUND / 7000]
		]
	},
	temperature: { base: 'K', rows: [] },
	volume: {
		base: 'm³',
		rows: [
			['m³', 'cubic metre', 1, ['m3']],
			['L', 'litre', 1e-3, ['l']],
			['mL', 'millilitre', 1e-6, ['ml']],
			['cm³', 'cubic centimetre', 1e-6, ['cm3', 'cc']],
			['gal', 'gallon (US)', GALLON],
			['qt', 'quart (US liquid)', GALLON / 4],
			['pt', 'pint (US liquid)', GALLON / 8],
			['cup', 'cup (US)', GALLON / 16],
			['fl oz', 'fluid ounce (US)', FLUID_OUNCE, ['floz']],
			['tbsp', 'tablespoon (US)', FLUID_OUNCE / 2],
			['tsp', 'teaspoon (US)', FLUID_OUNCE / 6],
			['imp gal', 'gallon (imperial)', 4.54609e-3, ['gal_imp']],
			['ft³', 'cubic foot', FOOT ** 3, ['ft3']],
			['in³', 'cubic inch', INCH ** 3, ['in3']]
		]
	},
	area: {
		base: 'm²',
		rows: [
			['m²', 'square metre', 1, ['m2']],
			['km²', 'square kilometre', 1e6, ['km2']],
			['cm²', 'square centimetre', 1e-4, ['cm2']],
			['mm²', 'square millimetre', 1e-6, ['mm2']],
			['ha', 'hectare', 1e4],
			['ac', 'acre (international)', 43560 * FOOT ** 2, ['acre']],
			['ft²', 'square foot', FOOT ** 2, ['ft2', 'sq ft']],
			['in²', 'square inch', INCH ** 2, ['in2']],
			['yd²', 'square yard', YARD ** 2, ['yd2']],
			['mi²', 'square mile', MILE ** 2, ['mi2']]
		]
	},
	speed: {
		base: 'm/s',
		rows: [
			['m/s', 'metre per second', 1],
			['km/h', 'kilometre per hour', 1 / 3.6, ['kph']],
			['mph', 'mile per hour', MILE / 3600, ['mi/h']],
			['kn', 'knot', 1852 / 3600, ['kt']],
			['ft/s', 'foot per second', FOOT, ['fps']]
		]
	},
	time: {
		base: 's',
		rows: [
			['s', 'second', 1],
			['ms', 'millisecond', 1e-3],
			['µs', 'microsecond', 1e-6, ['us', 'μs']],
			['ns', 'nanosecond', 1e-9],
			['min', 'minute', 60],
			['h', 'hour', 3600],
			['d', 'day', 86400],
			['wk', 'week', 604800],
			['yr', 'year (365 days)', 31536000]
		]
	},
	data: {
		base: 'b',
		rows: [
			['b', 'bit', 1, ['bit']],
			['B', 'byte', 8],
			['kb', 'kilobit', 1e3],
			['Mb', 'megabit', 1e6],
			['Gb', 'gigabit', 1e9],
			['kB', 'kilobyte', 8e3],
			['MB', 'megabyte', 8e6],
			['GB', 'gigabyte', 8e9],
			['TB', 'terabyte', 8e12],
			['PB', 'petabyte', 8e15],
			['KiB', 'kibibyte', 8 * 2 ** 10],
			['MiB', 'mebibyte', 8 * 2 ** 20],
			['GiB', 'gibibyte', 8 * 2 ** 30],
			['TiB', 'tebibyte', 8 * 2 ** 40],
			['PiB', 'pebibyte', 8 * 2 ** 50]
		]
	},
	pressure: {
		base: 'Pa',
		rows: [
			['Pa', 'pascal', 1],
			['hPa', 'hectopascal', 100],
			['kPa', 'kilopascal', 1e3],
			['MPa', 'megapascal', 1e6],
			['bar', 'bar', 1e5],
			['mbar', 'millibar', 100],
			['atm', 'standard atmosphere', 101325],
			['psi', 'pound-force per square inch', POUND_FORCE / INCH ** 2],
			['mmHg', 'millimetre of mercury (conventional)', MMHG],
			['inHg', 'inch of mercury (conventional)', 25.4 * MMHG],
			['Torr', 'torr', 101325 / 760, ['torr']]
		]
	},
	energy: {
		base: 'J',
		rows: [
			['J', 'joule', 1],
			['kJ', 'kilojoule', 1e3],
			['MJ', 'megajoule', 1e6],
			['cal', 'calorie (thermochemical)', 4.184],
			['kcal', 'kilocalorie (thermochemical)', 4184, ['Cal']],
			['Wh', 'watt hour', 3600],
			['kWh', 'kilowatt hour', 3.6e6],
			['BTU', 'British thermal unit (IT)', 1055.05585262, ['Btu']],
			['eV', 'electronvolt', 1.602176634e-19],
			['erg', 'erg', 1e-7]
		]
	},
	power: {
		base: 'W',
		rows: [
			['W', 'watt', 1],
			['kW', 'kilowatt', 1e3],
			['MW', 'megawatt', 1e6],
			['hp', 'horsepower (550 ft·lbf/s)', 550 * FOOT * POUND_FORCE],
			['PS', 'metric horsepower', 735.49875],
			['BTU/h', 'BTU (IT) per hour', 1055.05585262 / 3600]
		]
	},
	angle: {
		base: 'rad',
		rows: [
			['rad', 'radian', 1],
			['deg', 'degree', Math.PI / 180, ['°']],
			['grad', 'gon (grad)', Math.PI / 200, ['gon']],
			['arcmin', 'minute of arc', Math.PI / 10800, ["'"]],
			['arcsec', 'second of arc', Math.PI / 648000, ['"']],
			['turn', 'turn (revolution)', 2 * Math.PI, ['rev']]
		]
	},
	frequency: {
		base: 'Hz',
		rows: [
			['Hz', 'hertz', 1],
			['kHz', 'kilohertz', 1e3],
			['MHz', 'megahertz', 1e6],
			['GHz', 'gigahertz', 1e9],
			['rpm', 'revolution per minute', 1 / 60]
		]
	}
};

/** Temperatures: kelvin = (value + offset) × factor. */
const TEMPERATURES: UnitDef[] = [
	{ symbol: 'K', name: 'kelvin', aliases: [], category: 'temperature', factor: 1, offset: 0 },
	{ symbol: '°C', name: 'degree Celsius', aliases: ['C', 'degC'], category: 'temperature', factor: 1, offset: 273.15 },
	{ symbol: '°F', name: 'degree Fahrenheit', aliases: ['F', 'degF'], category: 'temperature', factor: 1 / 1.8, offset: 459.67 },
	{ symbol: '°R', name: 'degree Rankine', aliases: ['R', 'degR'], category: 'temperature', factor: 1 / 1.8, offset: 0 }
];

export const UNITS: UnitDef[] = CATEGORIES.flatMap((category) =>
	category === 'temperature'
		? TEMPERATURES
		: TABLE[category].rows.map(([symbol, name, factor, aliases = []]) => ({ symbol, name, aliases, category, factor }))
);

export const BASE_UNITS: Record<Category, string> = Object.fromEntries(CATEGORIES.map((c) => [c, TABLE[c].base])) as Record<Category, string>;

const BY_SYMBOL = new Map<string, UnitDef>();
for (const unit of UNITS) for (const s of [unit.symbol, ...unit.aliases]) BY_SYMBOL.set(s, unit);

export function findUnit(symbol: string): UnitDef | undefined {
	return BY_SYMBOL.get(symbol.trim());
}

/** 15 significant digits: floating-point noise dropped (1 in is 2.54 cm, not 2.5399999999999996). */
function clean(x: number): number {
	return x === 0 ? 0 : Number(x.toPrecision(15));
}

/** `value` in `from` expressed in `to` (same category). */
export function convertUnit(value: number, from: UnitDef, to: UnitDef): number {
	if (from === to) return value;
	const scaled = (value * from.factor) / to.factor;
	if (from.offset === undefined && to.offset === undefined) return clean(scaled);
	// Temperatures: value × f1/f2 + (o1 × f1/f2 − o2). The sum cancels (32 °F is 0 °C), so it is
	// rounded at the 13th significant digit of its larger term, not of the (tiny) result.
	const shift = ((from.offset ?? 0) * from.factor) / to.factor - (to.offset ?? 0);
	const sum = scaled + shift;
	const magnitude = Math.max(Math.abs(scaled), Math.abs(shift));
	if (magnitude === 0) return 0;
	const decimals = 12 - Math.floor(Math.log10(magnitude));
	const rounded = decimals >= 0 && decimals <= 100 ? Number(sum.toFixed(decimals)) : sum;
	return clean(rounded) + 0;
}
