import { zoomScrollLeft } from '../../frontend/src/features/appeals/page-images';

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
