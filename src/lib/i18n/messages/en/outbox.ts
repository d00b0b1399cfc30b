/** TODO(i18n): the outbox area. */
export const outbox = {};
