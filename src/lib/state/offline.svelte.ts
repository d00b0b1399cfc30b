import type { Workbox } from 'workbox-window';
import type { OfflineMessage, OfflineRequest, OfflineSizes } from './offline-protocol.js';

/**
 * The page's view of offline use (the header's status, the first visit's note and the update
 * banner): registers the service worker through workbox-window and says "ready" only when every
 * tool that runs in the browser can run offline — the app installed and the operations' data
 * downloaded.
 */
class OfflineState {
	/**
	 * `preparing`: downloading, `percent` of it done; `ready`: everything offline; `partial`: the
	 * app is, the data is not and is not being downloaded (Data Saver: it comes on first use);
	 * `none`: no service worker (yet).
	 */
	status = $state<'none' | 'preparing' | 'ready' | 'partial'>('none');
	percent = $state(0);
	/** Bytes held and to hold, app and data together (the manifest's uncompressed sizes). */
	done = $state(0);
	total = $state(0);
	stage = $state<'app' | 'data'>('app');
	/** What the app and the data weigh, once the service worker has said (null before). */
	sizes = $state<OfflineSizes | null>(null);
	/** This page saw a download under way: the first visit's note has something to say. */
	sawDownload = $state(false);
	/** A new version is installed and waits for "Reload". */
	updateWaiting = $state(false);
	/** Data files being fetched on first use, by URL (see `dataDownload`). */
	#fetching = $state<Record<string, { done: number; total: number }>>({});

	/**
	 * The data a tool's first run is waiting for, when some is still on its way: bytes of every
	 * file in flight together; null when none is (or no service worker reports it).
	 */
	get dataDownload(): { done: number; total: number; percent: number } | null {
		const files = Object.values(this.#fetching);
		if (!files.length) return null;
		const done = files.reduce((sum, f) => sum + f.done, 0);
		const total = files.reduce((sum, f) => sum + f.total, 0);
		return { done, total, percent: percentOf({ done, total }) };
	}
	#workbox: Workbox | undefined;

	async register(options: { module: boolean; saveData: boolean }): Promise<void> {
		const sw = navigator.serviceWorker;
		// Loaded here, after the page is interactive: nothing at first paint needs it.
		const { Workbox } = await import('workbox-window');
		const wb = new Workbox('/service-worker.js', { type: options.module ? 'module' : 'classic' });
		this.#workbox = wb;
		sw.addEventListener('message', (event) => this.#heard(event.data as OfflineMessage, !!sw.controller));
		wb.addEventListener('waiting', () => (this.updateWaiting = true));
		// A page that ran the previous version reloads once the new one controls it (this tab's
		// "Reload", or another tab's): it never runs old code against the new version's files.
		// (A first install taking the page over is no such change: nothing ran before it.)
		let controlled = !!sw.controller;
		sw.addEventListener('controllerchange', () => {
			if (controlled) location.reload();
			controlled = true;
		});
		try {
			await wb.register();
		} catch (err) {
			console.warn('utilkit: service worker not registered', err);
			return;
		}
		const active = (await sw.ready).active;
		const ask = (request: OfflineRequest) => active?.postMessage(request);
		// In this order: the status then says whether the download is under way.
		if (!options.saveData) ask({ type: 'cache-data' });
		ask({ type: 'offline-status' });
	}

	/** "Reload": the waiting version takes over, then every page of the app reloads. */
	applyUpdate(): void {
		this.#workbox?.messageSkipWaiting();
	}

	#heard(message: OfflineMessage, controlled: boolean): void {
		switch (message?.type) {
			case 'offline-progress':
				// An update installing beside the running version changes nothing for this page.
				if (message.stage === 'app' && controlled) return;
				if (this.status === 'ready') return;
				this.status = 'preparing';
				this.sawDownload = true;
				this.stage = message.stage;
				this.#progress(message);
				return;
			case 'offline-status':
				this.#progress(message);
				this.stage = 'data';
				this.status = message.complete ? 'ready' : message.downloading ? 'preparing' : 'partial';
				if (this.status === 'preparing') this.sawDownload = true;
				return;
			case 'data-fetch': {
				const fetching = { ...this.#fetching };
				if (message.done >= message.total) delete fetching[message.url];
				else fetching[message.url] = { done: message.done, total: message.total };
				this.#fetching = fetching;
				return;
			}
			case 'data-cached':
				this.status = 'ready';
				this.percent = 100;
				this.done = this.total;
				return;
		}
	}

	#progress(message: { done: number; total: number; sizes?: OfflineSizes }): void {
		this.percent = percentOf(message);
		this.done = message.done;
		this.total = message.total;
		if (message.sizes) this.sizes = message.sizes;
	}
}

const percentOf = ({ done, total }: { done: number; total: number }) => Math.floor((100 * done) / Math.max(1, total));

export const offline = new OfflineState();
