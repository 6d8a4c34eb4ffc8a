/**
 * The thumbnail of where a fact was read: the part of the uploaded page around it, straight and
 * upright, the value's box drawn (page-images.ts), as wide as the field (at most 320 px) and twice the
 * value's legible height (48 px): its letters legible on a phone, one compact strip per field. Tapped, it opens zoomed in a dialog: the whole line of the page, twice as large
 * (less, down to 1.5×, when that keeps a long value whole on the screen), scrolled so the value is in view (the browser's dialog traps focus, Esc closes, focus returns to the thumbnail).
 * Drawn only when the field scrolls into view, after the form is usable; when a page cannot be drawn
 * (an upload past its retention, an old browser) the field simply has none.
 */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import type { ReadingPlace } from './fact-form';
import { type Crop, cropAround, type DocumentBytes, pageOf, zoomScrollLeft } from './page-images';

interface Props {
  place: ReadingPlace;
  /** The field's label, for the image's text alternative. */
  label: string;
  /** Distinguishes one appeal's pages from another's in the page cache. */
  cacheKey: string;
  source: DocumentBytes | undefined;
}

/** Width a thumbnail is drawn for when its figure has no width yet (CSS px). */
const FALLBACK_WIDTH = 320;
/** Widest a thumbnail is drawn (CSS px): on a desktop it stays a thumbnail (screens.css's max-width). */
const MAX_WIDTH = 320;

export function DocumentCrop({ place, label, cacheKey, source }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [zoomed, setZoomed] = useState<Crop | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const scroller = useRef<HTMLElement>(null);
  const key = `${cacheKey}:${place.document}`;

  useEffect(() => {
    const el = ref.current;
    if (!source || !el) return;
    let cancelled = false;
    const draw = () => {
      const width = Math.min(MAX_WIDTH, el.clientWidth || FALLBACK_WIDTH);
      pageOf(key, source, place.page)
        .then((page) => {
          if (!cancelled) setCrop(cropAround(page, place, { width }));
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      const t = setTimeout(draw, 0);
      return () => {
        cancelled = true;
        clearTimeout(t);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          draw();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [key, place, source]);

  // The zoomed view is drawn on first opening, then kept; it opens scrolled to the value.
  useEffect(() => {
    if (!open || !source) return;
    let cancelled = false;
    pageOf(key, source, place.page)
      .then((page) => {
        if (!cancelled)
          // As wide as the thumbnail's figure (the dialog's content on a phone), less the zoom's margins.
          setZoomed(
            (z) =>
              z ??
              cropAround(page, place, {
                width: Math.max(0, (ref.current?.clientWidth ?? 0) - 32),
                zoom: 2,
                wholeLine: true,
              }),
          );
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open, key, place, source]);

  useEffect(() => {
    const box = scroller.current;
    if (!open || !zoomed || !box) return;
    box.scrollLeft = zoomScrollLeft(zoomed.value, box.clientWidth);
  }, [open, zoomed]);

  if (!source || failed) return null;
  const where = `documento ${place.document + 1}, página ${place.page}`;
  const alt = `Trecho do ${where} onde lemos ${label}`;
  return (
    <figure className="fact-thumb" ref={ref}>
      {crop ? (
        <button
          type="button"
          className="fact-thumb__open"
          aria-label={`Ampliar o trecho onde lemos ${label}`}
          onClick={() => setOpen(true)}
        >
          <img src={crop.url} alt={alt} width={crop.width} height={crop.height} />
        </button>
      ) : (
        <div className="fact-thumb__placeholder" aria-hidden="true" />
      )}
      <figcaption>
        Lido no {where}
        {place.label ? ` · “${place.label}”` : ''}
      </figcaption>
      <Dialog open={open} onClose={() => setOpen(false)} title={`${label}: onde lemos`} size="lg">
        {zoomed ? (
          // The whole line may be wider than the screen: the region takes focus so arrow keys scroll it (axe).
          <section
            className="fact-zoom"
            ref={scroller}
            aria-label={`${alt}, ampliado`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <img src={zoomed.url} alt={alt} width={zoomed.width} height={zoomed.height} />
          </section>
        ) : (
          <div className="fact-thumb__placeholder" aria-hidden="true" />
        )}
      </Dialog>
    </figure>
  );
}
