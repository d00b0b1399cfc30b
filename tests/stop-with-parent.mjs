// Preloaded (`node --import`) into the servers the API and browser tests start, whose standard
// input is a pipe from the test process: when that process is gone (a test run killed, a worker
// torn down after a timeout), the pipe ends and the server stops itself the way an operator stops
// it (SIGTERM, its graceful stop), instead of living on as an orphan that keeps a port and a core.
// Only the primary process: cluster workers share the pipe and are stopped by their primary; and
// only its main thread (a worker thread's standard input is its own, empty stream).
import cluster from 'node:cluster';
import { isMainThread } from 'node:worker_threads';

if (cluster.isPrimary && isMainThread) {
	process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
	process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
	process.stdin.resume();
	// Reading stdin must not keep a server that has stopped serving alive.
	process.stdin.unref?.();
}
