/**
 * Test fixture (not used by the operation): well-known places and the zone tzdb assigns them,
 * from tzdb's comments and zone.tab (El Paso, TX keeps Mountain time; Lake and Vanderburgh
 * counties in Indiana use Central time, Perry County has America/Indiana/Tell_City; Brazil's
 * states per the zone.tab comments), both sides of the Spain-Portugal border, and open sea
 * (the nautical zone of the longitude). Replayed through tz-lookup (the browser path) and
 * geo-tz (the server's provider).
 */
export const PLACES: [name: string, lat: number, lon: number, zone: string][] = [
	['El Paso, TX (Mountain)', 31.7619, -106.485, 'America/Denver'],
	['El Paso airport', 31.8072, -106.3776, 'America/Denver'],
	['Ciudad Juárez', 31.6904, -106.4245, 'America/Ciudad_Juarez'],
	['Gary, IN (Lake County, Central)', 41.5934, -87.3464, 'America/Chicago'],
	['Evansville, IN (Vanderburgh County, Central)', 37.9716, -87.5711, 'America/Chicago'],
	['Tell City, IN (Perry County)', 37.9514, -86.7677, 'America/Indiana/Tell_City'],
	['Indianapolis', 39.7684, -86.1581, 'America/Indiana/Indianapolis'],
	['Badajoz, Spain (6 km east of the border)', 38.8794, -6.9707, 'Europe/Madrid'],
	['Elvas, Portugal (8 km west of the border)', 38.8809, -7.163, 'Europe/Lisbon'],
	['Ayamonte, Spain (Guadiana mouth)', 37.2127, -7.4046, 'Europe/Madrid'],
	['Vila Real de Santo António, Portugal', 37.1946, -7.4164, 'Europe/Lisbon'],
	['São Paulo', -23.5505, -46.6333, 'America/Sao_Paulo'],
	['Recife (Pernambuco)', -8.0476, -34.877, 'America/Recife'],
	['Fernando de Noronha', -3.8547, -32.4237, 'America/Noronha'],
	['Belém (Pará)', -1.4558, -48.4902, 'America/Belem'],
	['Campo Grande (Mato Grosso do Sul)', -20.4697, -54.6201, 'America/Campo_Grande'],
	['Cuiabá (Mato Grosso)', -15.601, -56.0974, 'America/Cuiaba'],
	['Manaus (Amazonas)', -3.119, -60.0217, 'America/Manaus'],
	['Porto Velho (Rondônia)', -8.7612, -63.9004, 'America/Porto_Velho'],
	['Boa Vista (Roraima)', 2.8235, -60.6758, 'America/Boa_Vista'],
	['Rio Branco (Acre)', -9.9747, -67.8076, 'America/Rio_Branco'],
	['Tokyo', 35.6762, 139.6503, 'Asia/Tokyo'],
	['Kathmandu', 27.7172, 85.324, 'Asia/Kathmandu'],
	['Chatham Islands', -43.95, -176.55, 'Pacific/Chatham'],
	['Lord Howe Island', -31.5553, 159.0821, 'Australia/Lord_Howe'],
	['Copenhagen (a Link since 2022, listed by zone.tab)', 55.6761, 12.5683, 'Europe/Copenhagen'],
	['Mid-Atlantic', 0, -30, 'Etc/GMT+2'],
	['South Pacific', -40, -130, 'Etc/GMT+9'],
	['Southern Ocean east of the date line', -50, -179, 'Etc/GMT+12']
];

