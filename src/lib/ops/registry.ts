import type { Operation, OperationMeta } from './define.js';
import { operations as aiChat } from './ai-chat/index.js';
import { operations as color } from './color/index.js';
import { operations as country } from './country/index.js';
import { operations as cpfCnpj } from './cpf-cnpj/index.js';
import { operations as creditCard } from './credit-card/index.js';
import { operations as emailValidation } from './email-validation/index.js';
import { operations as fakeData } from './fake-data/index.js';
import { operations as geocoding } from './geocoding/index.js';
import { operations as hash } from './hash/index.js';
import { operations as holidays } from './holidays/index.js';
import { operations as iban } from './iban/index.js';
import { operations as jwt } from './jwt/index.js';
import { operations as phone } from './phone/index.js';
import { operations as qrCode } from './qr-code/index.js';
import { operations as socialMetadata } from './social-metadata/index.js';
import { operations as temporaryEmail } from './temporary-email/index.js';
import { operations as timezone } from './timezone/index.js';
import { operations as totp } from './totp/index.js';
import { operations as translate } from './translate/index.js';
import { operations as urlChecker } from './url-checker/index.js';
import { operations as vat } from './vat/index.js';
import { operations as wppUrl } from './wpp-url/index.js';

/**
 * The one list of operations, keyed by the module folder that holds them (the worker loads a
 * module by that name). `npm run new-op` adds a line here.
 */
export const MODULES: Record<string, Operation[]> = {
	'ai-chat': aiChat,
	color,
	country,
	'cpf-cnpj': cpfCnpj,
	'credit-card': creditCard,
	'email-validation': emailValidation,
	'fake-data': fakeData,
	geocoding,
	hash,
	holidays,
	iban,
	jwt,
	phone,
	'qr-code': qrCode,
	'social-metadata': socialMetadata,
	'temporary-email': temporaryEmail,
	timezone,
	totp,
	translate,
	'url-checker': urlChecker,
	vat,
	'wpp-url': wppUrl
};

/** Every operation, sorted by id. */
export const OPERATIONS: Operation[] = Object.values(MODULES)
	.flat()
	.sort((a, b) => a.id.localeCompare(b.id));

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
const moduleOf = new Map(Object.entries(MODULES).flatMap(([name, ops]) => ops.map((op) => [op.id, name] as const)));

export function getOperation(id: string): Operation | undefined {
	return byId.get(id);
}

/** The serialisable description of an operation, for pages and the worker. */
export function operationMeta(op: Operation): OperationMeta {
	const { id, group, title, summary, keywords, method, path, runs, attribution } = op;
	return { id, group, title, summary, keywords, method, path, runs, module: moduleOf.get(id)!, ...(attribution && { attribution }) };
}
