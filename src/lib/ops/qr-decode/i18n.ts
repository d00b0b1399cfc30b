import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'qr-code-decode': {
			image: 'Choose a PNG or JPEG, drop one here, paste a screenshot (Ctrl+V) or use the camera; at most 16 megapixels'
		}
	},
	'pt-BR': {
		'qr-code-decode': {
			title: 'Leitor de QR code',
			summary: 'Lê o QR code de uma imagem PNG ou JPEG: uma foto, uma captura de tela ou um quadro da câmera.',
			keywords: ['qr code', 'qr', 'ler qr code', 'leitor', 'escanear', 'scanner', 'decodificar', 'câmera', 'imagem'],
			fields: {
				image: {
					label: 'Imagem',
					description: 'Uma imagem PNG ou JPEG em base64, ou uma URL data: dela; no máximo 1.000.000 caracteres e 16 megapixels',
					help: 'Escolha um PNG ou JPEG, solte um aqui, cole uma captura de tela (Ctrl+V) ou use a câmera; no máximo 16 megapixels'
				}
			},
			examples: { 'A QR code holding a URL': 'Um QR code com uma URL' }
		}
	},
	es: {
		'qr-code-decode': {
			title: 'Lector de códigos QR',
			summary: 'Lee el código QR de una imagen PNG o JPEG: una foto, una captura de pantalla o un fotograma de la cámara.',
			keywords: ['código qr', 'qr', 'leer qr', 'lector', 'escanear', 'escáner', 'decodificar', 'cámara', 'imagen'],
			fields: {
				image: {
					label: 'Imagen',
					description: 'Una imagen PNG o JPEG en base64, o una URL data: de ella; como máximo 1.000.000 caracteres y 16 megapíxeles',
					help: 'Elige un PNG o JPEG, suéltalo aquí, pega una captura de pantalla (Ctrl+V) o usa la cámara; como máximo 16 megapíxeles'
				}
			},
			examples: { 'A QR code holding a URL': 'Un código QR con una URL' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	qrCodeDecode: {
		en: { found: 'QR code found', read: 'The image that was read', open: 'Open link', chars: (n: number) => `${n} characters`, copy: 'Copy text' },
		'pt-BR': { found: 'QR code encontrado', read: 'A imagem lida', open: 'Abrir link', chars: (n: number) => `${n} caracteres`, copy: 'Copiar texto' },
		es: { found: 'Código QR encontrado', read: 'La imagen leída', open: 'Abrir enlace', chars: (n: number) => `${n} caracteres`, copy: 'Copiar texto' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ficar vazio',
		no_code: 'nenhum código QR encontrado na imagem',
		no_pixels: 'a imagem não tem pixels',
		too_many_pixels: ({ width, height, max }) => `${width} × ${height} pixels passa do limite de ${max.toLocaleString('pt-BR')} pixels (16 megapixels); use uma imagem menor`,
		png_no_ihdr: 'não é um PNG legível (sem o bloco IHDR)',
		png_type: 'não é um PNG legível (tipo de cor ou profundidade de bits desconhecidos)',
		png_bomb: 'os dados da imagem PNG são maiores do que o cabeçalho diz (uma bomba de descompressão?)',
		png_unreadable: ({ reason }) => `não é um PNG legível (${reason})`,
		jpeg_no_frame: 'não é um JPEG legível (sem cabeçalho de quadro)',
		jpeg_unreadable: ({ reason }) => `não é um JPEG legível (${reason})`,
		not_an_image: 'deve ser uma imagem PNG ou JPEG (os primeiros bytes não são a assinatura de nenhuma das duas)',
		data_url_base64: 'uma URL data: deve ser base64 (data:image/png;base64,…)',
		not_base64: 'deve ser base64 (RFC 4648) ou uma URL data: de um PNG ou JPEG'
	},
	es: {
		empty: 'no puede estar vacío',
		no_code: 'no se encontró ningún código QR en la imagen',
		no_pixels: 'la imagen no tiene píxeles',
		too_many_pixels: ({ width, height, max }) => `${width} × ${height} píxeles supera el límite de ${max.toLocaleString('es')} píxeles (16 megapíxeles); usa una imagen más pequeña`,
		png_no_ihdr: 'no es un PNG legible (sin el bloque IHDR)',
		png_type: 'no es un PNG legible (tipo de color o profundidad de bits desconocidos)',
		png_bomb: 'los datos de la imagen PNG son mayores de lo que dice su cabecera (¿una bomba de descompresión?)',
		png_unreadable: ({ reason }) => `no es un PNG legible (${reason})`,
		jpeg_no_frame: 'no es un JPEG legible (sin cabecera de cuadro)',
		jpeg_unreadable: ({ reason }) => `no es un JPEG legible (${reason})`,
		not_an_image: 'debe ser una imagen PNG o JPEG (sus primeros bytes no son la firma de ninguna de las dos)',
		data_url_base64: 'una URL data: debe ser base64 (data:image/png;base64,…)',
		not_base64: 'debe ser base64 (RFC 4648) o una URL data: de un PNG o JPEG'
	}
} satisfies ErrorWords<typeof errors>;
