import type { ModuleTexts, ModuleViewWords } from '../texts.js';

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
