import { whatsappLink } from '@recurso/core/brand';
import { useEffect, useRef } from 'react';
import { ChatGlyph } from '../ui/glyphs';

/**
 * Floating help button to the messaging-app chat (SPEC §1). It steps aside whenever an action lies
 * under it (help-fab-avoid.ts, loaded after the page) and the layouts keep room for it at the bottom.
 */
export function HelpButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import('./help-fab-avoid').then(({ avoidActions }) => {
      if (!gone && ref.current) stop = avoidActions(ref.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <a
      ref={ref}
      className="help-fab"
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Ajuda pelo WhatsApp (abre em nova aba)"
    >
      <ChatGlyph size={26} />
    </a>
  );
}
