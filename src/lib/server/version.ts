/** The API document's version; bump with releases. */
export const VERSION = '0.1.0';
