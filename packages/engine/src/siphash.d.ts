/** Types for `siphash` (SipHash-2-4, a keyed pseudo-random function; plain JS without types). */
declare module 'siphash' {
  const SipHash: {
    /** The 64-bit hash of `m` under a 128-bit key (four 32-bit words, low first), as its high and low halves. */
    hash(key: ArrayLike<number>, m: string | Uint8Array): { h: number; l: number };
  };
  export default SipHash;
}
