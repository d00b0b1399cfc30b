/**
 * The words of the bytes convention's fields (bytes-io.ts) in pt-BR and es, for each bytes
 * operation's `i18n.ts` to spread into its fields (only the pages load these, never the worker).
 *
 * @example fields: { input: {…}, ...bytesFieldWords['pt-BR'].input_encoding ... }
 */
import type { FieldText } from '../texts.js';

type Lang = 'pt-BR' | 'es';

const encodings: Record<Lang, { in: string; out: (fallback: string) => string }> = {
	'pt-BR': {
		in: 'utf8 (texto), hex (espaços ignorados), base64 (alfabeto padrão, preenchimento opcional, espaços ignorados) ou latin1 (cada código 0-255 é um byte)',
		out: (fallback) => `base64 (padrão, com preenchimento), hex (minúsculas), utf8 (422 quando os bytes não são UTF-8) ou latin1 (um código por byte); padrão ${fallback}`
	},
	es: {
		in: 'utf8 (texto), hex (se ignoran los espacios), base64 (alfabeto estándar, relleno opcional, se ignoran los espacios) o latin1 (cada código 0-255 es un byte)',
		out: (fallback) => `base64 (estándar, con relleno), hex (minúsculas), utf8 (422 cuando los bytes no son UTF-8) o latin1 (un código por byte); por defecto ${fallback}`
	}
};

/** `input_encoding`'s words. */
export function inputEncodingWords(lang: Lang, field = 'input'): FieldText {
	return lang === 'pt-BR'
		? { label: 'Codificação da entrada', description: `Como \`${field}\` está escrito: ${encodings[lang].in}; padrão utf8` }
		: { label: 'Codificación de la entrada', description: `Cómo está escrito \`${field}\`: ${encodings[lang].in}; por defecto utf8` };
}

/** `key_encoding`'s words (the same choices, for a key). */
export function keyEncodingWords(lang: Lang, fallback: string): FieldText {
	return lang === 'pt-BR'
		? { label: 'Codificação da chave', description: `Como \`key\` está escrita: ${encodings[lang].in}; padrão ${fallback}` }
		: { label: 'Codificación de la clave', description: `Cómo está escrita \`key\`: ${encodings[lang].in}; por defecto ${fallback}` };
}

/** `output_encoding`'s words, with the operation's default. */
export function outputEncodingWords(lang: Lang, fallback: string): FieldText {
	return lang === 'pt-BR'
		? { label: 'Codificação da saída', description: `Como \`output\` é escrito: ${encodings[lang].out(fallback)}` }
		: { label: 'Codificación de la salida', description: `Cómo se escribe \`output\`: ${encodings[lang].out(fallback)}` };
}
