/**
 * Testimonials carousel (SPEC §2, §9): 6 entries; 3 per view on desktop, 1 on phones where it
 * auto-rotates every 3 s — unless the user prefers reduced motion, hovers or focuses it.
 */
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { TESTIMONIALS } from './testimonials-data';

export const ROTATE_MS = 3000;
const DESKTOP_QUERY = '(min-width: 900px)';

/**
 * Whether a media query matches. The build-time prerender and the hydration pass see `false` (phone
 * layout, as on the server); the browser's answer follows right after, without a hydration mismatch.
 */
function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export function Testimonials() {
  const desktop = useMedia(DESKTOP_QUERY);
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const perView = desktop ? 3 : 1;
  const pages = Math.ceil(TESTIMONIALS.length / perView);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = page % pages;

  useEffect(() => {
    if (desktop || reducedMotion || paused) return;
    const t = setInterval(() => setPage((p) => (p + 1) % pages), ROTATE_MS);
    return () => clearInterval(t);
  }, [desktop, reducedMotion, paused, pages]);

  const visible = TESTIMONIALS.slice(current * perView, current * perView + perView);
  return (
    <section
      className="carousel"
      aria-roledescription="carrossel"
      aria-label="Depoimentos de clientes"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__track" aria-live={desktop || reducedMotion || paused ? 'polite' : 'off'}>
        {visible.map((t) => (
          <figure key={t.name} className="testimonial card" aria-roledescription="slide">
            <div className="testimonial__stars" role="img" aria-label={`Nota ${t.rating} de 5`}>
              {Array.from({ length: t.rating }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of identical stars
                <Star key={i} size={16} aria-hidden="true" fill="currentColor" />
              ))}
            </div>
            <blockquote>“{t.content}”</blockquote>
            <figcaption>
              <span className={`avatar avatar--${t.tone}`} aria-hidden="true">
                {t.initials}
              </span>
              <span>
                <strong>{t.name}</strong>
                <span className="testimonial__role">{t.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="icon-btn"
          aria-label="Depoimentos anteriores"
          onClick={() => setPage((p) => (p - 1 + pages) % pages)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <div className="carousel__dots">
          {Array.from({ length: pages }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
              key={i}
              type="button"
              className={`carousel__dot${i === current ? ' carousel__dot--on' : ''}`}
              aria-label={`Ir para o grupo ${i + 1} de ${pages}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setPage(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label="Próximos depoimentos"
          onClick={() => setPage((p) => (p + 1) % pages)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
