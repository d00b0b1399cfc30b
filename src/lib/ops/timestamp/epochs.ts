/**
 * The other clocks `/timestamp` reads and writes: Windows FILETIME (100 ns ticks since
 * 1601-01-01T00:00:00Z, unsigned 64 bits), Excel's 1900 date system (days since 1899-12-31 with
 * Lotus 1-2-3's fictitious 1900-02-29 as day 60, so from 1900-03-01 on: days since 1899-12-30),
 * and the MongoDB ObjectId (its first 4 bytes: seconds since the epoch, big-endian).
 */

import { errors, TimestampError } from './errors.js';

/** FILETIME ticks (100 ns) between 1601-01-01 and 1970-01-01: 11,644,473,600 s × 10⁷. */
export const FILETIME_EPOCH = 116_444_736_000_000_000n;
const FILETIME_MAX = (1n << 64n) - 1n;

/** An instant to the millisecond, plus the nanoseconds below it (0–999,999) that exact inputs carry. */
export interface PreciseInstant {
	ms: number;
	subNs: number;
}

/** FILETIME as decimal digits or `0x` hex (big-endian, as CyberChef's "Hex (big endian)") → instant. */
export function readFiletime(text: string): PreciseInstant {
	const hex = /^0x([0-9a-f]{1,16})$/i.exec(text);
	if (!hex && !/^\d{1,20}$/.test(text)) throw new TimestampError(errors.words('filetime_digits'));
	const ticks = BigInt(hex ? `0x${hex[1]}` : text);
	if (ticks > FILETIME_MAX) throw new TimestampError(errors.words('filetime_digits'));
	const ns = (ticks - FILETIME_EPOCH) * 100n;
	const ms = ns / 1_000_000n - (ns < 0n && ns % 1_000_000n !== 0n ? 1n : 0n);
	return { ms: Number(ms), subNs: Number(ns - ms * 1_000_000n) };
}

/** The FILETIME of an instant (decimal and 16 hex digits), null before 1601 (FILETIME is unsigned). */
export function toFiletime({ ms, subNs }: PreciseInstant): { decimal: string; hex: string } | null {
	const ticks = BigInt(ms) * 10_000n + BigInt(Math.floor(subNs / 100)) + FILETIME_EPOCH;
	if (ticks < 0n) return null;
	return { decimal: ticks.toString(), hex: ticks.toString(16).padStart(16, '0') };
}

const DAY_MS = 86_400_000;
/** 1899-12-30T00:00:00 as a wall time in ms: Excel serial 0 for dates from 1900-03-01 on. */
const EXCEL_ZERO = Date.UTC(1899, 11, 30);
/** Serial 61 = 1900-03-01: below it Excel counts 1900-02-29, a day that never was. */
const MARCH_1900 = 61;
export const EXCEL_MAX = 2_958_466; // 10000-01-01, the first serial past 9999-12-31

/**
 * The wall time (ms, read as UTC) of an Excel serial in the 1900 date system, rounded to the
 * millisecond. Serials 1–59 are 1900-01-01 … 1900-02-28; 60 is Excel's 1900-02-29 (422); from 61 on,
 * days since 1899-12-30.
 */
export function excelToWall(serial: number): number {
	if (!(serial >= 1)) throw new TimestampError(errors.words('excel_range'));
	if (serial >= 60 && serial < MARCH_1900) throw new TimestampError(errors.words('excel_leap_bug'));
	const days = serial < 60 ? serial + 1 : serial;
	return EXCEL_ZERO + Math.round(days * DAY_MS);
}

/** The Excel serial (1900 system) of a wall time (ms read as UTC); null before 1900-01-01, which Excel cannot show. */
export function wallToExcel(wallMs: number): number | null {
	const diff = wallMs - EXCEL_ZERO;
	if (diff < 2 * DAY_MS) return null;
	// Before 1900-03-01 Excel's count is one lower (it has no 1899-12-30/31: serial 1 is 1900-01-01).
	return (diff < MARCH_1900 * DAY_MS ? diff - DAY_MS : diff) / DAY_MS;
}

/** A MongoDB ObjectId: 24 hex digits. */
export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The instant of an ObjectId: its first 4 bytes, seconds since the epoch. */
export function objectIdMs(id: string): number {
	return parseInt(id.slice(0, 8), 16) * 1000;
}

/** The smallest ObjectId of an instant's second (what IT-Tools' converter shows), null outside 1970–2106. */
export function toObjectId(ms: number): string | null {
	const seconds = Math.floor(ms / 1000);
	if (seconds < 0 || seconds > 0xffff_ffff) return null;
	return seconds.toString(16).padStart(8, '0') + '0'.repeat(16);
}
