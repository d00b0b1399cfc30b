declare module 'libbzip2-wasm';
