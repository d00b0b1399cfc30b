import { formatDate, isoWeekday } from './dates.js';

/** A long weekend in Nager.Date's shape (its API's LongWeekend entries). */
export interface LongWeekend {
	startDate: string;
	endDate: string;
	dayCount: number;
	needBridgeDay: boolean;
	bridgeDays: string[];
}

interface Reach {
	/** Days off (or bridged) next to the holiday, in one direction. */
	count: number;
	bridges: number[];
}

/**
 * Long weekends after Nager.Date's calculator (github.com/nager/Nager.LongWeekend,
 * LongWeekendCalculator): from each public holiday, walk back and forward over days off
 * (weekend days and public holidays); a run of at most `bridgeDays` working days that ends in a
 * day off is bridged (taken off) while bridge days remain, each direction with the full
 * allowance. The holiday makes a long weekend when the days reached on both sides are at least
 * as many as the weekend has days; when both sides together need more bridge days than allowed,
 * each side makes its own window instead. A window inside one found before is left out. As the
 * contract asks, a window is a long weekend only with three days or more (Nager's rule alone
 * would make two days of a one-day weekend and a holiday one).
 *
 * `holidays` are day numbers (days since 1970-01-01); `weekend` ISO weekday numbers.
 */
export function longWeekends(holidays: number[], weekend: readonly number[], bridgeDays = 1): LongWeekend[] {
	const holidaySet = new Set(holidays);
	const weekendSet = new Set(weekend);
	const isOff = (day: number) => weekendSet.has(isoWeekday(day)) || holidaySet.has(day);

	/** The working days from `day` on (in `step` direction) up to the first day off within `allowance`, or null. */
	const bridgeTo = (day: number, step: number, allowance: number): number[] | null => {
		for (let i = 1; i <= allowance; i++) {
			if (isOff(day + i * step)) return Array.from({ length: i }, (_, k) => day + k * step);
		}
		return null;
	};

	const reach = (holiday: number, step: number): Reach => {
		let allowance = bridgeDays;
		let day = holiday + step;
		const result: Reach = { count: 0, bridges: [] };
		for (;;) {
			if (isOff(day)) {
				result.count++;
				day += step;
				continue;
			}
			const bridged = bridgeTo(day, step, allowance);
			if (!bridged) return result;
			result.bridges.push(...bridged);
			result.count += bridged.length;
			allowance -= bridged.length;
			day += bridged.length * step;
		}
	};

	const found: { start: number; end: number; bridges: number[] }[] = [];
	const add = (start: number, end: number, bridges: number[]) => {
		if (end - start + 1 < 3) return;
		if (found.some((w) => start >= w.start && end <= w.end)) return;
		found.push({ start, end, bridges });
	};

	for (const holiday of [...holidaySet].sort((a, b) => a - b)) {
		const back = reach(holiday, -1);
		const forward = reach(holiday, 1);
		if (back.count === 0 && forward.count === 0) continue;
		if (back.count + forward.count < weekendSet.size) continue;
		if (back.bridges.length + forward.bridges.length > bridgeDays) {
			add(holiday - back.count, holiday, back.bridges);
			add(holiday, holiday + forward.count, forward.bridges);
		} else {
			add(holiday - back.count, holiday + forward.count, [...back.bridges, ...forward.bridges]);
		}
	}

	return found.map((w) => ({
		startDate: formatDate(w.start),
		endDate: formatDate(w.end),
		dayCount: w.end - w.start + 1,
		needBridgeDay: w.bridges.length > 0,
		bridgeDays: [...w.bridges].sort((a, b) => a - b).map(formatDate)
	}));
}
