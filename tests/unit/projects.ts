// The unit test files (vite.config.ts, the `unit` project, which shares one module graph per
// worker) and those of them that replace a module with vi.mock, which need a graph of their own
// (the `unit-isolated` project). projects.test.ts finds any file that mocks and is not listed.
export const UNIT_FILES = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'];
export const MOCKING_UNIT_FILES = ['src/lib/server/auth/constant-time.test.ts'];
