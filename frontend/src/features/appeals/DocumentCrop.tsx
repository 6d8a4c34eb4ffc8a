/**
 * The thumbnail of where a fact was read: the part of the uploaded page around it, the value's box
 * drawn (page-images.ts). Drawn only when the field scrolls into view, after the form is usable; when a
 * page cannot be drawn (an upload past its retention, an old browser) the field simply has none.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReadingPlace } from './fact-form';
import { cropAround, type DocumentBytes, pageOf } from './page-images';

interface Props {
  place: ReadingPlace;
  /** The field's label, for the image's text alternative. */
  label: string;
  /** Distinguishes one appeal's pages from another's in the page cache. */
  cacheKey: string;
  source: DocumentBytes | undefined;
}

export function DocumentCrop({ place, label, cacheKey, source }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!source || !el) return;
    let cancelled = false;
    const draw = () => {
      pageOf(`${cacheKey}:${place.document}`, source, place.page)
        .then((page) => {
          if (!cancelled) setUrl(cropAround(page, place.box, place.labelBox));
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
  }, [cacheKey, place, source]);

  if (!source || failed) return null;
  const where = `documento ${place.document + 1}, página ${place.page}`;
  return (
    <figure className="fact-thumb" ref={ref}>
      {url ? (
        <img src={url} alt={`Trecho do ${where} onde lemos ${label}`} />
      ) : (
        <div className="fact-thumb__placeholder" aria-hidden="true" />
      )}
      <figcaption>
        Lido no {where}
        {place.label ? ` · “${place.label}”` : ''}
      </figcaption>
    </figure>
  );
}
