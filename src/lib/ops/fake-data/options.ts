// What the definition's schema needs of fake-data.ts without loading faker (17 MB) with it: the
// logic loads on the first call (engine/lazy.ts).
export const FAKE_TYPES = ['person', 'company', 'address', 'internet', 'finance', 'phone', 'date'] as const;
export type FakeType = (typeof FAKE_TYPES)[number];
export const FAKE_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type FakeLocale = (typeof FAKE_LOCALES)[number];
export const MAX_COUNT = 50;
