/**
 * bzip2 compression: libbzip2 (bzip2's own C code, BSD-style licence) as Emscripten WebAssembly,
 * the `libbzip2-wasm` package (ISC) CyberChef's Bzip2 Compress uses. Its factory's result is an
 * Emscripten module with a `then` of its own, which `await` would chase forever: it is taken in a
 * callback, once, and only the module's `compressBZ2` is kept.
 */
import { CompressError } from './bounds.js';
import { errors } from './errors.js';

interface Bzip2Module {
	compressBZ2(data: Uint8Array, blockSize: number, workFactor: number): { error: number; error_msg?: string; output: Uint8Array };
}
type Factory = () => { then(resolve: (module: Bzip2Module) => void): void };

let loading: Promise<(data: Uint8Array, blockSize: number) => Uint8Array> | undefined;

/** libbzip2's default work factor (the fallback for repetitive data), as `bzip2` and CyberChef use. */
const WORK_FACTOR = 30;

function load() {
	return (loading ??= import('libbzip2-wasm').then((mod) => {
		const factory = ((mod as { default?: Factory }).default ?? mod) as unknown as Factory;
		return new Promise((resolve) => {
			factory().then((module) => {
				const compress = module.compressBZ2.bind(module);
				resolve((data: Uint8Array, blockSize: number) => {
					const answer = compress(data, blockSize, WORK_FACTOR);
					if (answer.error !== 0) throw new CompressError(errors.words('corrupt', { algorithm: 'bzip2', why: answer.error_msg ?? `libbzip2 error ${answer.error}` }));
					// A copy: the module's view points into its heap, which the next call reuses.
					return Uint8Array.from(answer.output);
				});
			});
		});
	}));
}

/** `data` as one bzip2 stream of blocks of `level` × 100 kB (1-9), byte for byte what `bzip2 -<level>` writes. */
export async function bzip2Compress(data: Uint8Array, level: number): Promise<Uint8Array> {
	return (await load())(data, level);
}
