/**
 * pdf.js (unpdf) hands a font's description over with ArrayBuffer.prototype.transferToFixedLength,
 * which Node 20 lacks: without local/src/polyfills.ts (imported by pdf.ts) it abandons the page's
 * operator list, and a scan after that font would not be found.
 */
import '../../../../local/src/extract/pdf';

describe('ArrayBuffer.prototype.transferToFixedLength on this Node', () => {
  // Node 20's type library has no ES2024 ArrayBuffer methods: typed here as the polyfill gives it.
  type Transferable = ArrayBuffer & { transferToFixedLength(length?: number): ArrayBuffer };
  const buffer = () => new Uint8Array([1, 2, 3, 4, 5, 6]).buffer as Transferable;

  it('keeps the bytes, cut to a shorter length', () => {
    expect([...new Uint8Array(buffer().transferToFixedLength(4))]).toEqual([1, 2, 3, 4]);
  });

  it('pads a longer length with zeros and keeps the whole length without one', () => {
    expect([...new Uint8Array(buffer().transferToFixedLength(8))]).toEqual([1, 2, 3, 4, 5, 6, 0, 0]);
    expect(buffer().transferToFixedLength().byteLength).toBe(6);
  });
});
