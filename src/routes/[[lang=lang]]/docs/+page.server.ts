import { OPERATIONS } from '$lib/ops/registry.js';
import { buildOpenApi, COMMON_ERRORS } from '$lib/server/api/openapi.js';
import pkg from '../../../../package.json';
import type { PageServerLoad } from './$types';
import { buildReference } from './reference.js';

/** The API reference, built from the same OpenAPI document /api/v1/openapi.json serves. */
export const load: PageServerLoad = () => ({
	reference: buildReference(buildOpenApi(OPERATIONS, pkg.version)),
	commonErrors: COMMON_ERRORS
});
