/** Limits (src/lib/ops/business-days/README.md, "Business days"): the longest count and the most business days added. */
export const MAX_SPAN_YEARS = 100;
export const MAX_ADD = 10_000;
