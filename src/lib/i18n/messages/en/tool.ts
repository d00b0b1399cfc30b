/** TODO(i18n): the tool area. */
export const tool = {};
