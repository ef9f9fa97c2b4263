// heic-decode 2 ships no types; the part used by api/uploads/images.ts.
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
