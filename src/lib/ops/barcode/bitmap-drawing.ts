import type { DrawingContext, RenderOptions } from 'bwip-js/generic';

/** A two-colour image, one byte per pixel (1 = bar or dark module), rows top to bottom. */
export interface Bitmap {
	width: number;
	height: number;
	dark: Uint8Array;
}

/** Raised by `init` when the image would have more pixels than the caller allows. */
export class ImageTooLarge extends Error {
	constructor(
		readonly width: number,
		readonly height: number
	) {
		super(`the image would be ${width} × ${height} pixels`);
		this.name = 'ImageTooLarge';
	}
}

/**
 * A bwip-js drawing context (its public `render(options, drawing)` interface, bwip-js README
 * "Drawing interface") that paints into a bitmap with exactly the geometry of bwip-js's own SVG
 * drawing: the same integer truncation, the same half-pixel shift of odd-width bars, the same
 * padding. A pixel is dark when its centre lies inside a bar or a module (even-odd, as the SVG's
 * `fill-rule`), so the PNG equals the SVG rasterised at one pixel per SVG unit. bwip-js's
 * Node build draws PNGs with zlib and its browser build with a canvas; this one is pure JS, so
 * Node and the browser worker give the same pixels and, through the same encoder, the same bytes.
 *
 * Only what the operation's symbologies draw is supported: stroked orthogonal lines (linear
 * bars) and filled polygons (2-D modules). Text, ellipses, hexagons and clipping (human-readable
 * text, MaxiCode, DotCode, Swiss QR) throw, since no format offered here asks for them.
 */
export function bitmapDrawing(maxPixels: number): DrawingContext<Bitmap> {
	let opts: RenderOptions;
	let scaleX = 1;
	let scaleY = 1;
	let width = 0;
	let height = 0;
	let dx = 0;
	let dy = 0;
	let dark = new Uint8Array(0);
	/** Edges of the polygons given since the last fill: [x0, y0, x1, y1] in image coordinates. */
	let edges: number[] = [];

	/** Paints every pixel whose centre (x + ½, y + ½) is in [left, right) × [top, bottom). */
	function fillRect(left: number, top: number, right: number, bottom: number) {
		const x0 = Math.max(0, Math.ceil(left - 0.5));
		const x1 = Math.min(width, Math.ceil(right - 0.5));
		const y0 = Math.max(0, Math.ceil(top - 0.5));
		const y1 = Math.min(height, Math.ceil(bottom - 0.5));
		for (let y = y0; y < y1; y++) dark.fill(1, y * width + x0, y * width + Math.max(x0, x1));
	}

	const unsupported = (what: string) => () => {
		throw new Error(`bitmapDrawing: ${what} is not drawn`);
	};

	return {
		setopts(options) {
			opts = options;
		},
		// As bwip-js's SVG drawing: keep the requested scale (the option is an integer already).
		scale(sx, sy) {
			scaleX = sx;
			scaleY = sy;
			return null;
		},
		measure: unsupported('text'),
		text: unsupported('text'),
		ellipse: unsupported('an ellipse'),
		hexagon: unsupported('a hexagon'),
		init(w, h) {
			if (opts.rotate && opts.rotate !== 'N') throw new Error('bitmapDrawing: rotation is not supported');
			width = w + (opts.paddingleft ?? 0) + (opts.paddingright ?? 0);
			height = h + (opts.paddingtop ?? 0) + (opts.paddingbottom ?? 0);
			if (width * height > maxPixels) throw new ImageTooLarge(width, height);
			dx = opts.paddingleft ?? 0;
			dy = opts.paddingtop ?? 0;
			dark = new Uint8Array(width * height);
		},
		line(x0, y0, x1, y1, lw) {
			// The SVG drawing's rules, step by step (bwip-js DrawingSVG.line).
			x0 |= 0;
			y0 |= 0;
			x1 |= 0;
			y1 |= 0;
			lw = Math.round(lw) || 1;
			if (lw & 1) {
				if (x0 === x1) {
					const shift = scaleX & 1 ? -0.5 : 0.5;
					x0 += shift;
					x1 += shift;
				}
				if (y0 === y1) {
					const shift = scaleY & 1 ? -0.5 : 0.5;
					y0 += shift;
					y1 += shift;
				}
			}
			if (x0 === x1) y0++;
			else if (y0 === y1) x0++;
			const half = lw / 2;
			if (x0 === x1) {
				fillRect(x0 + dx - half, Math.min(y0, y1) + dy, x0 + dx + half, Math.max(y0, y1) + dy);
			} else {
				fillRect(Math.min(x0, x1) + dx, y0 + dy - half, Math.max(x0, x1) + dx, y0 + dy + half);
			}
		},
		polygon(pts) {
			for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
				edges.push(pts[j][0] + dx, pts[j][1] + dy, pts[i][0] + dx, pts[i][1] + dy);
			}
		},
		fill() {
			// Scanlines through pixel centres; every edge adds its crossings to the rows it spans.
			const crossings: number[][] = [];
			for (let e = 0; e < edges.length; e += 4) {
				const [xa, ya, xb, yb] = [edges[e], edges[e + 1], edges[e + 2], edges[e + 3]];
				if (ya === yb) continue;
				const top = Math.min(ya, yb);
				const bottom = Math.max(ya, yb);
				for (let y = Math.max(0, Math.ceil(top - 0.5)); y < Math.min(height, Math.ceil(bottom - 0.5)); y++) {
					const x = xa + ((y + 0.5 - ya) * (xb - xa)) / (yb - ya);
					(crossings[y] ??= []).push(x);
				}
			}
			crossings.forEach((xs, y) => {
				xs.sort((a, b) => a - b);
				for (let k = 0; k + 1 < xs.length; k += 2) fillRect(xs[k], y + 0.5, xs[k + 1], y + 1);
			});
			edges = [];
		},
		end() {
			return { width, height, dark };
		}
	};
}
