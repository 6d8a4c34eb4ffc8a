/**
 * 'Suporte': a chat-style page. SPEC shows a mock that only logs; here the message really reaches the team
 * (it is stored as a contact message that staff read in the admin area) and the user sees that it was sent.
 */
import { whatsappLink } from '@recurso/core/brand';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { usePageTitle } from '../../components/layout/page-title';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { useSession } from '../../lib/session-context';

interface ChatLine {
  from: 'user' | 'team';
  text: string;
}

export const SUPPORT_WELCOME =
  'Olá! Como podemos ajudar? Escreva sua dúvida e nossa equipe responderá pelo seu e-mail.';
export const SUPPORT_RECEIVED =
  'Recebemos sua mensagem. Responderemos pelo e-mail da sua conta em até 1 dia útil.';

export function SupportPage() {
  usePageTitle('Suporte');
  const api = useApi();
  const toast = useToast();
  const { user } = useSession();
  const [lines, setLines] = useState<ChatLine[]>([{ from: 'team', text: SUPPORT_WELCOME }]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !user) return;
    setBusy(true);
    try {
      await api.send({
        method: 'POST',
        path: '/contact',
        body: { name: user.email, email: user.email, subject: 'Suporte (área do cliente)', message: text },
      });
      setLines((l) => [...l, { from: 'user', text }, { from: 'team', text: SUPPORT_RECEIVED }]);
      setDraft('');
    } catch (err) {
      toast.show('error', errorMessage(err, 'Não foi possível enviar sua mensagem. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <section className="card chat" aria-labelledby="suporte">
        <h2 id="suporte" className="h3">
          Suporte
        </h2>
        <ol className="chat__lines" aria-live="polite">
          {lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i} className={`chat__line chat__line--${l.from}`}>
              <span className="sr-only">{l.from === 'team' ? 'Equipe:' : 'Você:'}</span>
              {l.text}
            </li>
          ))}
        </ol>
        <form className="chat__form" onSubmit={send}>
          <label htmlFor="chat-msg" className="sr-only">
            Sua mensagem
          </label>
          <textarea
            id="chat-msg"
            rows={2}
            maxLength={4000}
            placeholder="Escreva sua mensagem"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="submit"
            disabled={!draft.trim()}
            busy={busy}
            icon={<Send size={18} aria-hidden="true" />}
          >
            Enviar
          </Button>
        </form>
        <p className="small muted">
          Prefere conversar agora?{' '}
          <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
            Fale com a gente no WhatsApp
          </a>
          .
        </p>
      </section>
    </div>
  );
}
