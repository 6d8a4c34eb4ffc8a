import { whatsappLink } from '@recurso/core/brand';
import { ChatGlyph } from '../ui/glyphs';

/** Floating help button to the messaging-app chat (SPEC §1). */
export function HelpButton() {
  return (
    <a
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
