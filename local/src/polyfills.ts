// Node 20 lacks Promise.withResolvers (aws-local-stepfunctions 3 calls it). Lambda runs Node 22.
if (typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
// Node 20 lacks ArrayBuffer.prototype.transferToFixedLength (Node 21): pdf.js (unpdf) calls it when it
// hands a font's description over, and without it abandons the page's operator list ("ignoring errors
// during GetOperatorList"), so the images after that font (a scan in a PDF) would be lost. A copy, not
// a transfer: the old buffer stays usable, which pdf.js never relies on either way.
if (
  typeof (ArrayBuffer.prototype as { transferToFixedLength?: unknown }).transferToFixedLength !== 'function'
) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const out = new ArrayBuffer(length);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return out;
    },
  });
}
export {};
