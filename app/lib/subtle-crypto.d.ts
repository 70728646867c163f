/** Workers' non-standard constant-time comparison, which the DOM typings of `crypto.subtle` lack. */
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}
