/**
 * Places that keep a fake address consistent: each state (or province) with its capital, the
 * capital's approximate centre (WGS 84, to 3 decimals) and the rule for its postal codes.
 * Coordinates are the usual city-centre points (GeoNames / Wikipedia); postal rules are cited
 * per table. Facts, not creative content: no licence applies.
 */

/** A first-level division: generated addresses lie in it, near its capital. */
export interface Region {
	/** Name as written in addresses of the country. */
	name: string;
	/** Postal or official abbreviation: US state code, Brazilian UF; the INE code in Spain. */
	code: string;
	capital: string;
	lat: number;
	lon: number;
}

/** A Brazilian state with the CEP ranges Correios assigns it (first five digits, inclusive). */
export interface BrazilianState extends Region {
	cep: [number, number][];
}

/** A US state with the three-digit ZIP prefixes USPS assigns it (inclusive ranges). */
export interface UsState extends Region {
	zip: [number, number][];
}

/**
 * The 50 US states with their capitals and their main ZIP prefix ranges (USPS; a few one-off
 * prefixes, such as New York's 005 and 063, are left out). faker's en_US `postcode_by_state` is
 * not used: it gives New York only 06390 and Maryland only 20899-20908.
 */
export const US_STATES: UsState[] = [
	{ name: 'Alabama', code: 'AL', capital: 'Montgomery', lat: 32.377, lon: -86.3, zip: [[350, 369]] },
	{ name: 'Alaska', code: 'AK', capital: 'Juneau', lat: 58.302, lon: -134.42, zip: [[995, 999]] },
	{ name: 'Arizona', code: 'AZ', capital: 'Phoenix', lat: 33.448, lon: -112.097, zip: [[850, 865]] },
	{ name: 'Arkansas', code: 'AR', capital: 'Little Rock', lat: 34.747, lon: -92.289, zip: [[716, 729]] },
	{ name: 'California', code: 'CA', capital: 'Sacramento', lat: 38.576, lon: -121.494, zip: [[900, 961]] },
	{ name: 'Colorado', code: 'CO', capital: 'Denver', lat: 39.739, lon: -104.985, zip: [[800, 816]] },
	{ name: 'Connecticut', code: 'CT', capital: 'Hartford', lat: 41.764, lon: -72.682, zip: [[60, 69]] },
	{ name: 'Delaware', code: 'DE', capital: 'Dover', lat: 39.157, lon: -75.52, zip: [[197, 199]] },
	{ name: 'Florida', code: 'FL', capital: 'Tallahassee', lat: 30.438, lon: -84.281, zip: [[320, 349]] },
	{ name: 'Georgia', code: 'GA', capital: 'Atlanta', lat: 33.749, lon: -84.388, zip: [[300, 319], [398, 399]] },
	{ name: 'Hawaii', code: 'HI', capital: 'Honolulu', lat: 21.307, lon: -157.857, zip: [[967, 968]] },
	{ name: 'Idaho', code: 'ID', capital: 'Boise', lat: 43.618, lon: -116.2, zip: [[832, 838]] },
	{ name: 'Illinois', code: 'IL', capital: 'Springfield', lat: 39.798, lon: -89.654, zip: [[600, 629]] },
	{ name: 'Indiana', code: 'IN', capital: 'Indianapolis', lat: 39.768, lon: -86.163, zip: [[460, 479]] },
	{ name: 'Iowa', code: 'IA', capital: 'Des Moines', lat: 41.591, lon: -93.604, zip: [[500, 528]] },
	{ name: 'Kansas', code: 'KS', capital: 'Topeka', lat: 39.048, lon: -95.678, zip: [[660, 679]] },
	{ name: 'Kentucky', code: 'KY', capital: 'Frankfort', lat: 38.187, lon: -84.875, zip: [[400, 427]] },
	{ name: 'Louisiana', code: 'LA', capital: 'Baton Rouge', lat: 30.457, lon: -91.187, zip: [[700, 714]] },
	{ name: 'Maine', code: 'ME', capital: 'Augusta', lat: 44.307, lon: -69.782, zip: [[39, 49]] },
	{ name: 'Maryland', code: 'MD', capital: 'Annapolis', lat: 38.979, lon: -76.491, zip: [[206, 219]] },
	{ name: 'Massachusetts', code: 'MA', capital: 'Boston', lat: 42.358, lon: -71.064, zip: [[10, 27]] },
	{ name: 'Michigan', code: 'MI', capital: 'Lansing', lat: 42.733, lon: -84.556, zip: [[480, 499]] },
	{ name: 'Minnesota', code: 'MN', capital: 'Saint Paul', lat: 44.955, lon: -93.102, zip: [[550, 567]] },
	{ name: 'Mississippi', code: 'MS', capital: 'Jackson', lat: 32.304, lon: -90.182, zip: [[386, 397]] },
	{ name: 'Missouri', code: 'MO', capital: 'Jefferson City', lat: 38.579, lon: -92.173, zip: [[630, 658]] },
	{ name: 'Montana', code: 'MT', capital: 'Helena', lat: 46.586, lon: -112.018, zip: [[590, 599]] },
	{ name: 'Nebraska', code: 'NE', capital: 'Lincoln', lat: 40.808, lon: -96.7, zip: [[680, 693]] },
	{ name: 'Nevada', code: 'NV', capital: 'Carson City', lat: 39.164, lon: -119.766, zip: [[889, 898]] },
	{ name: 'New Hampshire', code: 'NH', capital: 'Concord', lat: 43.207, lon: -71.538, zip: [[30, 38]] },
	{ name: 'New Jersey', code: 'NJ', capital: 'Trenton', lat: 40.22, lon: -74.77, zip: [[70, 89]] },
	{ name: 'New Mexico', code: 'NM', capital: 'Santa Fe', lat: 35.682, lon: -105.94, zip: [[870, 884]] },
	{ name: 'New York', code: 'NY', capital: 'Albany', lat: 42.653, lon: -73.757, zip: [[100, 149]] },
	{ name: 'North Carolina', code: 'NC', capital: 'Raleigh', lat: 35.78, lon: -78.639, zip: [[270, 289]] },
	{ name: 'North Dakota', code: 'ND', capital: 'Bismarck', lat: 46.821, lon: -100.783, zip: [[580, 588]] },
	{ name: 'Ohio', code: 'OH', capital: 'Columbus', lat: 39.961, lon: -82.999, zip: [[430, 459]] },
	{ name: 'Oklahoma', code: 'OK', capital: 'Oklahoma City', lat: 35.492, lon: -97.503, zip: [[730, 731], [734, 749]] },
	{ name: 'Oregon', code: 'OR', capital: 'Salem', lat: 44.938, lon: -123.03, zip: [[970, 979]] },
	{ name: 'Pennsylvania', code: 'PA', capital: 'Harrisburg', lat: 40.264, lon: -76.884, zip: [[150, 196]] },
	{ name: 'Rhode Island', code: 'RI', capital: 'Providence', lat: 41.824, lon: -71.413, zip: [[28, 29]] },
	{ name: 'South Carolina', code: 'SC', capital: 'Columbia', lat: 34.0, lon: -81.033, zip: [[290, 299]] },
	{ name: 'South Dakota', code: 'SD', capital: 'Pierre', lat: 44.367, lon: -100.346, zip: [[570, 577]] },
	{ name: 'Tennessee', code: 'TN', capital: 'Nashville', lat: 36.166, lon: -86.784, zip: [[370, 385]] },
	{ name: 'Texas', code: 'TX', capital: 'Austin', lat: 30.275, lon: -97.74, zip: [[750, 799]] },
	{ name: 'Utah', code: 'UT', capital: 'Salt Lake City', lat: 40.777, lon: -111.888, zip: [[840, 847]] },
	{ name: 'Vermont', code: 'VT', capital: 'Montpelier', lat: 44.262, lon: -72.581, zip: [[50, 59]] },
	{ name: 'Virginia', code: 'VA', capital: 'Richmond', lat: 37.539, lon: -77.434, zip: [[220, 246]] },
	{ name: 'Washington', code: 'WA', capital: 'Olympia', lat: 47.035, lon: -122.905, zip: [[980, 994]] },
	{ name: 'West Virginia', code: 'WV', capital: 'Charleston', lat: 38.336, lon: -81.612, zip: [[247, 268]] },
	{ name: 'Wisconsin', code: 'WI', capital: 'Madison', lat: 43.075, lon: -89.384, zip: [[530, 549]] },
	{ name: 'Wyoming', code: 'WY', capital: 'Cheyenne', lat: 41.14, lon: -104.82, zip: [[820, 831]] }
];

/**
 * The 26 states and the Federal District (IBGE), with the CEP ranges of Correios' "faixas de CEP
 * por UF" (first five digits; the last three are free).
 */
export const BR_STATES: BrazilianState[] = [
	{ name: 'Acre', code: 'AC', capital: 'Rio Branco', lat: -9.975, lon: -67.81, cep: [[69900, 69999]] },
	{ name: 'Alagoas', code: 'AL', capital: 'Maceió', lat: -9.665, lon: -35.735, cep: [[57000, 57999]] },
	{ name: 'Amapá', code: 'AP', capital: 'Macapá', lat: 0.035, lon: -51.07, cep: [[68900, 68999]] },
	{ name: 'Amazonas', code: 'AM', capital: 'Manaus', lat: -3.119, lon: -60.022, cep: [[69000, 69299], [69400, 69899]] },
	{ name: 'Bahia', code: 'BA', capital: 'Salvador', lat: -12.971, lon: -38.501, cep: [[40000, 48999]] },
	{ name: 'Ceará', code: 'CE', capital: 'Fortaleza', lat: -3.717, lon: -38.543, cep: [[60000, 63999]] },
	{ name: 'Distrito Federal', code: 'DF', capital: 'Brasília', lat: -15.794, lon: -47.882, cep: [[70000, 72799], [73000, 73699]] },
	{ name: 'Espírito Santo', code: 'ES', capital: 'Vitória', lat: -20.315, lon: -40.312, cep: [[29000, 29999]] },
	{ name: 'Goiás', code: 'GO', capital: 'Goiânia', lat: -16.686, lon: -49.264, cep: [[72800, 72999], [73700, 76799]] },
	{ name: 'Maranhão', code: 'MA', capital: 'São Luís', lat: -2.53, lon: -44.303, cep: [[65000, 65999]] },
	{ name: 'Mato Grosso', code: 'MT', capital: 'Cuiabá', lat: -15.601, lon: -56.097, cep: [[78000, 78899]] },
	{ name: 'Mato Grosso do Sul', code: 'MS', capital: 'Campo Grande', lat: -20.469, lon: -54.62, cep: [[79000, 79999]] },
	{ name: 'Minas Gerais', code: 'MG', capital: 'Belo Horizonte', lat: -19.917, lon: -43.934, cep: [[30000, 39999]] },
	{ name: 'Pará', code: 'PA', capital: 'Belém', lat: -1.455, lon: -48.49, cep: [[66000, 68899]] },
	{ name: 'Paraíba', code: 'PB', capital: 'João Pessoa', lat: -7.115, lon: -34.863, cep: [[58000, 58999]] },
	{ name: 'Paraná', code: 'PR', capital: 'Curitiba', lat: -25.429, lon: -49.271, cep: [[80000, 87999]] },
	{ name: 'Pernambuco', code: 'PE', capital: 'Recife', lat: -8.047, lon: -34.877, cep: [[50000, 56999]] },
	{ name: 'Piauí', code: 'PI', capital: 'Teresina', lat: -5.089, lon: -42.801, cep: [[64000, 64999]] },
	{ name: 'Rio de Janeiro', code: 'RJ', capital: 'Rio de Janeiro', lat: -22.907, lon: -43.173, cep: [[20000, 28999]] },
	{ name: 'Rio Grande do Norte', code: 'RN', capital: 'Natal', lat: -5.795, lon: -35.209, cep: [[59000, 59999]] },
	{ name: 'Rio Grande do Sul', code: 'RS', capital: 'Porto Alegre', lat: -30.035, lon: -51.218, cep: [[90000, 99999]] },
	{ name: 'Rondônia', code: 'RO', capital: 'Porto Velho', lat: -8.762, lon: -63.9, cep: [[76800, 76999]] },
	{ name: 'Roraima', code: 'RR', capital: 'Boa Vista', lat: 2.82, lon: -60.672, cep: [[69300, 69399]] },
	{ name: 'Santa Catarina', code: 'SC', capital: 'Florianópolis', lat: -27.595, lon: -48.548, cep: [[88000, 89999]] },
	{ name: 'São Paulo', code: 'SP', capital: 'São Paulo', lat: -23.55, lon: -46.633, cep: [[1000, 19999]] },
	{ name: 'Sergipe', code: 'SE', capital: 'Aracaju', lat: -10.947, lon: -37.073, cep: [[49000, 49999]] },
	{ name: 'Tocantins', code: 'TO', capital: 'Palmas', lat: -10.184, lon: -48.333, cep: [[77000, 77999]] }
];

/**
 * The 50 Spanish provinces and the autonomous cities of Ceuta and Melilla, with their INE codes,
 * which are also the first two digits of every postal code in them (Correos). The capital's own
 * codes are `<code>001`, `<code>002`, ... (the 0xx block), so addresses use `<code>001`–`<code>003`,
 * which every capital has.
 */
export const ES_PROVINCES: Region[] = [
	{ name: 'Álava', code: '01', capital: 'Vitoria-Gasteiz', lat: 42.847, lon: -2.672 },
	{ name: 'Albacete', code: '02', capital: 'Albacete', lat: 38.994, lon: -1.858 },
	{ name: 'Alicante', code: '03', capital: 'Alicante', lat: 38.345, lon: -0.481 },
	{ name: 'Almería', code: '04', capital: 'Almería', lat: 36.834, lon: -2.464 },
	{ name: 'Ávila', code: '05', capital: 'Ávila', lat: 40.656, lon: -4.7 },
	{ name: 'Badajoz', code: '06', capital: 'Badajoz', lat: 38.879, lon: -6.97 },
	{ name: 'Illes Balears', code: '07', capital: 'Palma', lat: 39.57, lon: 2.65 },
	{ name: 'Barcelona', code: '08', capital: 'Barcelona', lat: 41.385, lon: 2.173 },
	{ name: 'Burgos', code: '09', capital: 'Burgos', lat: 42.344, lon: -3.697 },
	{ name: 'Cáceres', code: '10', capital: 'Cáceres', lat: 39.475, lon: -6.372 },
	{ name: 'Cádiz', code: '11', capital: 'Cádiz', lat: 36.527, lon: -6.288 },
	{ name: 'Castellón', code: '12', capital: 'Castellón de la Plana', lat: 39.986, lon: -0.051 },
	{ name: 'Ciudad Real', code: '13', capital: 'Ciudad Real', lat: 38.986, lon: -3.927 },
	{ name: 'Córdoba', code: '14', capital: 'Córdoba', lat: 37.888, lon: -4.779 },
	{ name: 'A Coruña', code: '15', capital: 'A Coruña', lat: 43.362, lon: -8.411 },
	{ name: 'Cuenca', code: '16', capital: 'Cuenca', lat: 40.07, lon: -2.137 },
	{ name: 'Girona', code: '17', capital: 'Girona', lat: 41.979, lon: 2.821 },
	{ name: 'Granada', code: '18', capital: 'Granada', lat: 37.177, lon: -3.599 },
	{ name: 'Guadalajara', code: '19', capital: 'Guadalajara', lat: 40.633, lon: -3.167 },
	{ name: 'Gipuzkoa', code: '20', capital: 'Donostia-San Sebastián', lat: 43.318, lon: -1.981 },
	{ name: 'Huelva', code: '21', capital: 'Huelva', lat: 37.261, lon: -6.945 },
	{ name: 'Huesca', code: '22', capital: 'Huesca', lat: 42.14, lon: -0.408 },
	{ name: 'Jaén', code: '23', capital: 'Jaén', lat: 37.779, lon: -3.785 },
	{ name: 'León', code: '24', capital: 'León', lat: 42.599, lon: -5.567 },
	{ name: 'Lleida', code: '25', capital: 'Lleida', lat: 41.617, lon: 0.62 },
	{ name: 'La Rioja', code: '26', capital: 'Logroño', lat: 42.465, lon: -2.445 },
	{ name: 'Lugo', code: '27', capital: 'Lugo', lat: 43.012, lon: -7.556 },
	{ name: 'Madrid', code: '28', capital: 'Madrid', lat: 40.417, lon: -3.704 },
	{ name: 'Málaga', code: '29', capital: 'Málaga', lat: 36.721, lon: -4.421 },
	{ name: 'Murcia', code: '30', capital: 'Murcia', lat: 37.992, lon: -1.131 },
	{ name: 'Navarra', code: '31', capital: 'Pamplona', lat: 42.812, lon: -1.646 },
	{ name: 'Ourense', code: '32', capital: 'Ourense', lat: 42.336, lon: -7.864 },
	{ name: 'Asturias', code: '33', capital: 'Oviedo', lat: 43.361, lon: -5.849 },
	{ name: 'Palencia', code: '34', capital: 'Palencia', lat: 42.01, lon: -4.533 },
	{ name: 'Las Palmas', code: '35', capital: 'Las Palmas de Gran Canaria', lat: 28.124, lon: -15.43 },
	{ name: 'Pontevedra', code: '36', capital: 'Pontevedra', lat: 42.431, lon: -8.644 },
	{ name: 'Salamanca', code: '37', capital: 'Salamanca', lat: 40.97, lon: -5.664 },
	{ name: 'Santa Cruz de Tenerife', code: '38', capital: 'Santa Cruz de Tenerife', lat: 28.464, lon: -16.252 },
	{ name: 'Cantabria', code: '39', capital: 'Santander', lat: 43.462, lon: -3.81 },
	{ name: 'Segovia', code: '40', capital: 'Segovia', lat: 40.948, lon: -4.118 },
	{ name: 'Sevilla', code: '41', capital: 'Sevilla', lat: 37.389, lon: -5.984 },
	{ name: 'Soria', code: '42', capital: 'Soria', lat: 41.764, lon: -2.465 },
	{ name: 'Tarragona', code: '43', capital: 'Tarragona', lat: 41.119, lon: 1.245 },
	{ name: 'Teruel', code: '44', capital: 'Teruel', lat: 40.345, lon: -1.106 },
	{ name: 'Toledo', code: '45', capital: 'Toledo', lat: 39.863, lon: -4.027 },
	{ name: 'Valencia', code: '46', capital: 'Valencia', lat: 39.47, lon: -0.376 },
	{ name: 'Valladolid', code: '47', capital: 'Valladolid', lat: 41.652, lon: -4.724 },
	{ name: 'Bizkaia', code: '48', capital: 'Bilbao', lat: 43.263, lon: -2.935 },
	{ name: 'Zamora', code: '49', capital: 'Zamora', lat: 41.504, lon: -5.745 },
	{ name: 'Zaragoza', code: '50', capital: 'Zaragoza', lat: 41.649, lon: -0.889 },
	{ name: 'Ceuta', code: '51', capital: 'Ceuta', lat: 35.889, lon: -5.32 },
	{ name: 'Melilla', code: '52', capital: 'Melilla', lat: 35.292, lon: -2.938 }
];

/**
 * US area codes in service, a few per region. Numbers use the 555-0100 to 555-0199 block, which
 * the North American Numbering Plan reserves for fictional use in every area code.
 */
export const US_AREA_CODES = [
	201, 202, 205, 206, 207, 208, 212, 213, 214, 215, 216, 217, 302, 303, 304, 305, 307, 312, 313, 314, 316, 317,
	401, 402, 404, 405, 406, 407, 410, 415, 501, 502, 503, 504, 505, 512, 515, 601, 602, 603, 605, 608, 612, 615,
	617, 701, 702, 704, 801, 802, 803, 804, 808, 860, 907, 919
];

/**
 * Spanish geographic (fixed-line) prefixes in use, CNMC numbering plan: 91 Madrid and 93
 * Barcelona, then one three-digit prefix per province (920-928, 941-949, 950-969, 971-988).
 */
export const ES_FIXED_PREFIXES: [number, number][] = [
	[910, 928],
	[930, 939],
	[941, 969],
	[971, 988]
];

/** Brazilian trunk codes (DDD) in use, ANATEL's Plano de Numeração (67 codes). */
export const BR_DDD = [
	11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47,
	48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87,
	88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99
];
