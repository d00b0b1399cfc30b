import type { EmailTokenPurpose } from '../store/types.js';

/**
 * Which pending mailed links each account event voids (docs/security.md, "Pending links").
 * A link is a credential issued under the account's state of the moment; when that state
 * changes in a way that may be an owner taking the account back, the links issued before stop
 * working. Otherwise someone who knew the password could ask for an address change to their own
 * mailbox, wait out the owner's reset, and then follow the link and reset through it.
 */

/**
 * A password reset by a mailed link: the mailbox's owner took the account back, so every link
 * issued before goes, whoever asked for it. An address change aimed at another mailbox is the
 * takeover itself; a confirmation is moot (the reset proved the mailbox); a second reset link
 * cannot exist (only the newest is kept) and is voided anyway.
 */
export const VOIDED_BY_PASSWORD_RESET: readonly EmailTokenPurpose[] = ['verify', 'change', 'reset'];

/**
 * A password change from a signed-in session (with the current password). It may be the owner
 * shutting out someone who knew the old password: their address change goes, and reset links go
 * too (a reset link is for the password as it was when it was asked for, as Django's are). The
 * confirmation of the account's own address stays: it can only prove that address.
 */
export const VOIDED_BY_PASSWORD_CHANGE: readonly EmailTokenPurpose[] = ['change', 'reset'];

/** A new address-change request: only the newest one stands, even when it sends no link. */
export const VOIDED_BY_CHANGE_REQUEST: readonly EmailTokenPurpose[] = ['change'];

/** A change of address taking effect: the confirmation and reset links went to the old address. */
export const VOIDED_BY_ADDRESS_CHANGE: readonly EmailTokenPurpose[] = ['verify', 'reset'];
