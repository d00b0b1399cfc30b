/** TODO(i18n): the docs area. */
export const docs = {};
