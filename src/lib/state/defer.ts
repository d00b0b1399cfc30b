/**
 * Runs `work` in a task of its own, after the current one. A page hydrates in one task; start-up
 * work that nothing on screen waits for (asking the server who is signed in, reading IndexedDB,
 * starting the operations worker) is deferred with this, so the hydration task stays short and
 * each job is a short task of its own instead of one long task that blocks input (total blocking
 * time: docs/performance.md, "Main thread at load").
 *
 * @example onMount(() => deferTask(() => void history.load()));
 * @returns a function that cancels the work if it has not run yet (for an unmount in between).
 */
export function deferTask(work: () => void): () => void {
	const timer = setTimeout(work, 0);
	return () => clearTimeout(timer);
}

/**
 * Runs `work` once the page has loaded and settled: the first idle period after the load event
 * in which the browser expects nothing else to run for a whole frame budget (an idle callback
 * with close to the 50 ms maximum remaining), at the latest `timeoutMs` after the load. For
 * background work that would compete with the page's own start-up for the CPU with nothing on
 * screen waiting for it: registering the service worker starts a download of the whole app and
 * its data (about 12 MB written to the cache); on a two-core machine, starting it while the
 * page hydrated and rendered its first answer made those tasks longer (docs/performance.md,
 * "Main thread at load").
 *
 * @returns a function that cancels the work if it has not started yet.
 */
export function whenSettled(work: () => void, timeoutMs = 10_000): () => void {
	// `done`: the work ran or was cancelled; either way every pending wait is dropped.
	let done = false;
	let handle: number | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const stop = () => {
		done = true;
		removeEventListener('load', start);
		if (handle !== undefined) cancelIdleCallback(handle);
		clearTimeout(timer);
	};
	const run = () => {
		if (done) return;
		stop();
		work();
	};
	const waitForIdle = () => {
		if (done) return;
		handle = requestIdleCallback((deadline) => (deadline.timeRemaining() >= SETTLED_IDLE_MS ? run() : waitForIdle()));
	};
	function start() {
		if (done) return;
		timer = setTimeout(run, timeoutMs);
		if (typeof requestIdleCallback === 'function') waitForIdle();
		else run();
	}
	if (document.readyState === 'complete') start();
	else addEventListener('load', start, { once: true });
	return stop;
}

/** An idle period this long means nothing is queued (browsers give at most 50 ms at a time). */
const SETTLED_IDLE_MS = 45;
