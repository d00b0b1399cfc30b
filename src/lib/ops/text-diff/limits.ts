/** Characters per side the API takes (index.ts); the view sends a longer paste to the worker (DiffFiles.svelte). */
export const MAX_SIDE = 100_000;
