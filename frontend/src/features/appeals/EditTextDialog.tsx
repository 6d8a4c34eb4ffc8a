import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import type { AppealView } from './api';

interface Props {
  appeal: AppealView | null;
  onClose(): void;
  onSave(text: string): Promise<void>;
  busy: boolean;
}

/** Edits an appeal's text; the caller saves it (and says whether the PDF is regenerated). */
export function EditTextDialog({ appeal, onClose, onSave, busy }: Props) {
  const [text, setText] = useState('');
  useEffect(() => setText(appeal?.generatedText ?? ''), [appeal]);
  return (
    <Dialog
      open={appeal !== null}
      onClose={onClose}
      title="Editar texto do recurso"
      size="lg"
      preventClose={busy}
    >
      <Alert kind="info">Revise o texto com atenção. Ao salvar, o PDF do recurso é gerado novamente.</Alert>
      <div className="field">
        <label htmlFor="edit-text">Texto do recurso</label>
        <textarea
          id="edit-text"
          className="appeal-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={18}
        />
      </div>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button busy={busy} onClick={() => onSave(text)} disabled={!text.trim()}>
          Salvar alterações
        </Button>
      </div>
    </Dialog>
  );
}
