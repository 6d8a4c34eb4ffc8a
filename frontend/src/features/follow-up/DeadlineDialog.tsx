/**
 * Set or correct an appeal's filing deadline (unread or wrong on the notice); reminders start over.
 * Mounted once per appeal (`key`), so the form starts from that appeal's date.
 */
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { setDeadline, useFollowUpChanged } from './api';

export const DEADLINE_TEXT = {
  title: 'Prazo para protocolar',
  intro:
    'Informe a data limite impressa na notificação (defesa prévia ou recurso). Enviaremos lembretes por e-mail 7 dias antes, 2 dias antes e no dia.',
  label: 'Data limite',
  required: 'Informe a data limite.',
  saved: 'Prazo salvo. Os lembretes seguem a nova data.',
} as const;

export function DeadlineDialog({
  appealId,
  current,
  onClose,
}: {
  appealId: string | null;
  current?: string;
  onClose(): void;
}) {
  const api = useApi();
  const toast = useToast();
  const changed = useFollowUpChanged();
  const [date, setDate] = useState(current ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!appealId) return;
    if (!date) return setError(DEADLINE_TEXT.required);
    setBusy(true);
    try {
      changed(await setDeadline(api, appealId, date));
      toast.show('success', DEADLINE_TEXT.saved);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível salvar o prazo.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={appealId !== null} onClose={onClose} title={DEADLINE_TEXT.title} preventClose={busy}>
      <form onSubmit={submit} noValidate className="stack">
        <p>{DEADLINE_TEXT.intro}</p>
        <TextField
          label={DEADLINE_TEXT.label}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={error || undefined}
          required
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy}>
            Salvar prazo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
