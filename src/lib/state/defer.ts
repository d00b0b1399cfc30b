/**
 * Runs `work` in a task of its own, after the current one. A page hydrates in one task; start-up
 * work that nothing on screen waits for (asking the server who is signed in, reading IndexedDB,
 * starting the operations worker, registering the service worker) is deferred with this, so the
 * hydration task stays short and each job is a short task of its own instead of one long task
 * that blocks input (total blocking time: docs/performance.md, "Main thread at load").
 *
 * @example onMount(() => deferTask(() => void history.load()));
 * @returns a function that cancels the work if it has not run yet (for an unmount in between).
 */
export function deferTask(work: () => void): () => void {
	const timer = setTimeout(work, 0);
	return () => clearTimeout(timer);
}
