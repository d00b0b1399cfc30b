export { blockedReason, parseAllowList } from './address-policy.js';
export { createOutboundClient, DEADLINE_MS, DEFAULT_MAX_BYTES, MAX_REDIRECTS, USER_AGENT, type OutboundOptions } from './client.js';
