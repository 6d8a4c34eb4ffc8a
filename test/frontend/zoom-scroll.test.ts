import { cropScale, zoomScrollLeft } from '../../frontend/src/features/appeals/page-images';

describe('where a zoomed crop opens', () => {
  it('centres a value that fits the view, so the label before it shows too', () => {
    // A 120 px value at 900 px in a 360 px view: 120 px of margin on each side.
    expect(zoomScrollLeft({ left: 900, width: 120 }, 360)).toBe(780);
  });

  it('starts a value wider than the view near its left edge, so its beginning is read first', () => {
    // A 500 px place in a 360 px view: 16 px before it, not a quarter of the view (which cut its end off).
    expect(zoomScrollLeft({ left: 900, width: 500 }, 360)).toBe(884);
  });

  it('never scrolls before the start of the line', () => {
    expect(zoomScrollLeft({ left: 40, width: 120 }, 360)).toBe(0);
    expect(zoomScrollLeft({ left: 4, width: 900 }, 360)).toBe(0);
  });
});

describe('how large a crop is drawn', () => {
  // A 9-character auto number on a photo: its box 20 page px high, 150 wide; pad 12 px each side.
  const number = { valueHeight: 20, valueWidth: 150, pad: 12 };

  it('draws a zoomed line at twice the legible size when the value fits the view', () => {
    expect(cropScale({ ...number, width: 600, zoom: 2, wholeLine: true })).toBe(2.4);
  });

  it('shrinks a zoomed line so the value fits a phone, down to three quarters of its size', () => {
    // At 2.4 the number and its pads are 418 px across a 330 px view; at 330 / 174 ≈ 1.9 they fit.
    expect(cropScale({ ...number, width: 330, zoom: 2, wholeLine: true })).toBeCloseTo(330 / 174, 6);
    // A view too narrow even at three quarters: the floor holds, the end scrolls in.
    expect(cropScale({ ...number, width: 200, zoom: 2, wholeLine: true })).toBeCloseTo(1.8, 6);
  });

  it('keeps a thumbnail legible: shrunk to fit, never under its 16 px floor', () => {
    expect(cropScale({ ...number, width: 320, zoom: 1, wholeLine: false })).toBe(1.2);
    expect(cropScale({ ...number, width: 150, zoom: 1, wholeLine: false })).toBeCloseTo(0.862, 3);
    expect(cropScale({ ...number, width: 100, zoom: 1, wholeLine: false })).toBe(0.8);
  });

  it('draws a zoomed line at full size when no view width is known', () => {
    expect(cropScale({ ...number, width: 0, zoom: 2, wholeLine: true })).toBe(2.4);
  });
});
