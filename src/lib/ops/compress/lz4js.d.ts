// lz4js 0.2.0 ships no types; decoders.ts describes the parts it uses (Lz4, Xxh32).
declare module 'lz4js';
declare module 'lz4js/xxh32.js';
