/** TODO(i18n): the palette area. */
export const palette = {};
