/** TODO(i18n): the account area. */
export const account = {};
