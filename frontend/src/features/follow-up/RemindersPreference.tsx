/** 'Minha conta': deadline reminders by e-mail on or off (issue 15 item 1). */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { updatePreferences, usePreferences } from './api';

export const REMINDERS_TEXT = {
  title: 'Lembretes de prazo',
  label: 'Receber lembretes por e-mail 7 dias antes, 2 dias antes e no último dia do prazo para protocolar',
  on: 'Lembretes de prazo ativados.',
  off: 'Lembretes de prazo desativados.',
} as const;

export function RemindersPreference() {
  const api = useApi();
  const qc = useQueryClient();
  const prefs = usePreferences();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      qc.setQueryData(['me', 'preferences'], await updatePreferences(api, { deadlineReminders: on }));
      setNotice({ kind: 'success', text: on ? REMINDERS_TEXT.on : REMINDERS_TEXT.off });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err, 'Não foi possível salvar sua preferência.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card panel" aria-labelledby="lembretes">
      <h2 id="lembretes" className="h3">
        {REMINDERS_TEXT.title}
      </h2>
      {prefs.isError ? (
        <Alert kind="error">{errorMessage(prefs.error, 'Erro ao carregar suas preferências.')}</Alert>
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={prefs.data?.deadlineReminders ?? true}
          disabled={!prefs.data || busy}
          onChange={(e) => toggle(e.target.checked)}
        />{' '}
        {REMINDERS_TEXT.label}
      </label>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
    </section>
  );
}
