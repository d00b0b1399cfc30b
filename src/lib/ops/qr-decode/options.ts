// The schema's bound, apart from the image decoders and jsQR (which load on the first call:
// src/lib/engine/README.md, "How operations load").

/** The longest `image` accepted: under the API's 1 MiB body cap, about 732 KiB of image. */
export const MAX_IMAGE_CHARACTERS = 1_000_000;
