/**
 * A 116 × 116 PNG of a QR code holding "https://example.com/" (level M), made by the QR code
 * generator (`POST /qr-code` with `{data: "https://example.com/", size: 116}`): the reader's
 * example input. qr-decode.test.ts checks that jsQR reads it and that the generator still makes it.
 */
export const EXAMPLE_PNG =
	'iVBORw0KGgoAAAANSUhEUgAAAHQAAAB0AQMAAABuVIRkAAAABlBMVEX///8AAABVwtN+AAAA9klEQVR42u3TsY3EIBAF0DkROLMbQKINMlryVXB2A9ASGW1YooFzRmD5H14Z327CsNoNdyI/JIvhw9CnXq0BsF3cDfY29yRmUK/zR5tNnL2wGrbZLmF/xrYTT5iE85Lu+636OL+O9iGPmo8lH6eHiGvuKSKIFdu1P+NODtl+G1utXMAKdW7JWsvRiDWI3zYPKVpSM1TJg7M/lnZazv44E8U1AAFXZIz1Mho5dvHsj/MA4dL2g/I/59uVKEvL/31WfXsfObVWH/Pjc2QoeXPO8wDlcM0n70kvXxDtngEkWd4TZxJTJ8nc9Vt1Pn/O9zuV/Th/6o31ByKGZObf9wkwAAAAAElFTkSuQmCC';
