// seek-bzip 2.0.0 ships no types; decoders.ts describes the part it uses (Bunzip.decode).
declare module 'seek-bzip';
