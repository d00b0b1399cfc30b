// The description's languages, for the schema, apart from croner and cronstrue (which load on the
// first call: src/lib/engine/README.md, "How operations load").

/** The description's languages. */
export const CRON_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type CronLocale = (typeof CRON_LOCALES)[number];
