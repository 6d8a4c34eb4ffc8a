import { whatsappLink } from '@recurso/core/brand';
import { MessageCircle } from 'lucide-react';

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
      <MessageCircle size={26} aria-hidden="true" />
    </a>
  );
}
