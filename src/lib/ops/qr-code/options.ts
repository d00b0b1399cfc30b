// What the schema states, apart from the qrcode package (which loads on the first call:
// src/lib/engine/README.md, "How operations load").

export const LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type Level = (typeof LEVELS)[number];

/** The contract's limit on `data`, in characters (Unicode code points). */
export const MAX_DATA_CHARACTERS = 4296;

/** `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, any case. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
