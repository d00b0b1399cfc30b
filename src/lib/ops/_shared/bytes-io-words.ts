/**
 * The words of the bytes convention's fields (bytes-io.ts) in en, pt-BR and es, for each bytes
 * operation's `i18n.ts` to use in its fields (only the pages load these, never the worker): the
 * API's description in pt-BR and es, and in every language the form's help and the words of the
 * choice left unset.
 *
 * @example fields: { input_encoding: inputEncodingWords('pt-BR'), output_encoding: outputEncodingWords('pt-BR', 'base64') }
 */
import type { FieldText } from '../texts.js';

type Lang = 'en' | 'pt-BR' | 'es';
/** English has no label or description here (the definition's); the form's help and unset words only. */
type Words<L extends Lang> = L extends 'en' ? { help: string; unset: string } : FieldText;

const IN: Record<Lang, { label: string; description: (field: string, fallback: string) => string; help: string; unset: (fallback: string) => string }> = {
	en: {
		label: '',
		description: () => '',
		help: 'How the bytes above are written: as text (UTF-8), hex digits, base64, or Latin-1 (one character per byte).',
		unset: (fallback) => `${fallback} (the default)`
	},
	'pt-BR': {
		label: 'Codificação da entrada',
		description: (field, fallback) =>
			`Como \`${field}\` está escrito: utf8 (texto), hex (espaços ignorados), base64 (alfabeto padrão, preenchimento opcional, espaços ignorados) ou latin1 (cada código 0-255 é um byte); padrão ${fallback}`,
		help: 'Como os bytes acima estão escritos: como texto (UTF-8), dígitos hexadecimais, base64 ou Latin-1 (um caractere por byte).',
		unset: (fallback) => `${fallback} (o padrão)`
	},
	es: {
		label: 'Codificación de la entrada',
		description: (field, fallback) =>
			`Cómo está escrito \`${field}\`: utf8 (texto), hex (se ignoran los espacios), base64 (alfabeto estándar, relleno opcional, se ignoran los espacios) o latin1 (cada código 0-255 es un byte); por defecto ${fallback}`,
		help: 'Cómo están escritos los bytes de arriba: como texto (UTF-8), dígitos hexadecimales, base64 o Latin-1 (un carácter por byte).',
		unset: (fallback) => `${fallback} (por defecto)`
	}
};

const OUT: Record<Lang, { label: string; description: (fallback: string) => string; help: string }> = {
	en: { label: '', description: () => '', help: 'How the resulting bytes are written: base64, hex digits, text (UTF-8, refused when they are not text) or Latin-1.' },
	'pt-BR': {
		label: 'Codificação da saída',
		description: (fallback) => `Como \`output\` é escrito: base64 (padrão, com preenchimento), hex (minúsculas), utf8 (422 quando os bytes não são UTF-8) ou latin1 (um código por byte); padrão ${fallback}`,
		help: 'Como os bytes do resultado são escritos: base64, dígitos hexadecimais, texto (UTF-8, recusado quando não são texto) ou Latin-1.'
	},
	es: {
		label: 'Codificación de la salida',
		description: (fallback) => `Cómo se escribe \`output\`: base64 (estándar, con relleno), hex (minúsculas), utf8 (422 cuando los bytes no son UTF-8) o latin1 (un código por byte); por defecto ${fallback}`,
		help: 'Cómo se escriben los bytes del resultado: base64, dígitos hexadecimales, texto (UTF-8, rechazado cuando no lo son) o Latin-1.'
	}
};

function words<L extends Lang>(lang: L, label: string, description: string, help: string, unset: string): Words<L> {
	return (lang === 'en' ? { help, unset } : { label, description, help, unset }) as Words<L>;
}

/** `input_encoding`'s words (or a key's encoding: `field` "key", its own default and label). */
export function inputEncodingWords<L extends Lang>(lang: L, field = 'input', fallback = 'utf8', label?: string): Words<L> {
	const w = IN[lang];
	return words(lang, label ?? w.label, w.description(field, fallback), w.help, w.unset(fallback));
}

/** `output_encoding`'s words, with the operation's default. */
export function outputEncodingWords<L extends Lang>(lang: L, fallback: string): Words<L> {
	const w = OUT[lang];
	return words(lang, w.label, w.description(fallback), w.help, IN[lang].unset(fallback));
}
