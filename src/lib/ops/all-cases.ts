import type { OperationCase } from './cases.js';
import { cases as aiChat } from './ai-chat/cases.js';
import { cases as color } from './color/cases.js';
import { cases as country } from './country/cases.js';
import { cases as cpfCnpj } from './cpf-cnpj/cases.js';
import { cases as creditCard } from './credit-card/cases.js';
import { cases as emailValidation } from './email-validation/cases.js';
import { cases as fakeData } from './fake-data/cases.js';
import { cases as geocoding } from './geocoding/cases.js';
import { cases as hash } from './hash/cases.js';
import { cases as holidays } from './holidays/cases.js';
import { cases as iban } from './iban/cases.js';
import { cases as jwt } from './jwt/cases.js';
import { cases as phone } from './phone/cases.js';
import { cases as qrCode } from './qr-code/cases.js';
import { cases as socialMetadata } from './social-metadata/cases.js';
import { cases as temporaryEmail } from './temporary-email/cases.js';
import { cases as timezone } from './timezone/cases.js';
import { cases as totp } from './totp/cases.js';
import { cases as translate } from './translate/cases.js';
import { cases as urlChecker } from './url-checker/cases.js';
import { cases as vat } from './vat/cases.js';
import { cases as wppUrl } from './wpp-url/cases.js';

/**
 * Every module's test cases, replayed in Node (unit tests), over HTTP (tests/api) and in the
 * browser worker (tests/browser). A new operation module adds its `cases` here; registry.test.ts
 * fails while an operation has none.
 */
export const ALL_CASES: OperationCase[] = [...aiChat, ...color, ...country, ...cpfCnpj, ...creditCard, ...emailValidation, ...fakeData, ...geocoding, ...hash, ...holidays, ...iban, ...jwt, ...phone, ...qrCode, ...socialMetadata, ...temporaryEmail, ...timezone, ...totp, ...translate, ...urlChecker, ...vat, ...wppUrl];
