/** base64url (RFC 4648 section 5) without padding, as JWTs use it. Null when not base64url. */
export function base64UrlDecode(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
	const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
	return binaryToBytes(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)));
}

/** The bytes of a binary string (one character per byte, as atob answers). */
export function binaryToBytes(binary: string): Uint8Array {
	// A plain loop: Uint8Array.from with a callback costs thirty times as much for short texts.
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}

/** Standard base64 of bytes (atob/btoa exist in Node 16+ and in workers). */
export function base64Encode(bytes: Uint8Array): string {
	let binary = '';
	// `apply` takes the typed array as it is; spreading it walks an iterator (six times slower).
	for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
	return btoa(binary);
}
