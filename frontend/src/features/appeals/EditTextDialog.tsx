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

/** The PDF's own reading of the text (core/src/pdf): "#" lines are centred titles, "I – …" headings. */
const isTitle = (line: string) => line.startsWith('#');
const isHeading = (line: string) => /^[IVX]+(\.\d+)? – /.test(line);

/** The text as the PDF lays it out, without the marks a driver should not have to read. */
function TextPreview({ text }: { text: string }) {
  return (
    <div className="appeal-text-preview">
      {text.split(/\n\s*\n/).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
        <p key={i}>
          {block.split('\n').map((line, j) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
              key={j}
              className={
                isTitle(line)
                  ? 'appeal-text-preview__title'
                  : isHeading(line)
                    ? 'appeal-text-preview__heading'
                    : undefined
              }
            >
              {isTitle(line) ? line.replace(/^#+\s*/, '') : line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/**
 * Edits an appeal's text; the caller saves it (and says whether the PDF is regenerated). The text is
 * edited in the body font, and "Ver como no PDF" shows it laid out as the PDF prints it (issue 26: the
 * editor showed raw "#" marks in a monospace box).
 */
export function EditTextDialog({ appeal, onClose, onSave, busy }: Props) {
  const [text, setText] = useState('');
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => {
    setText(appeal?.generatedText ?? '');
    setPreviewing(false);
  }, [appeal]);
  return (
    <Dialog
      open={appeal !== null}
      onClose={onClose}
      title="Editar texto do recurso"
      size="lg"
      preventClose={busy}
    >
      <Alert kind="info">
        Revise o texto com atenção. Ao salvar, o PDF do recurso é gerado novamente. Linhas que começam com #
        são os títulos centralizados do PDF.
      </Alert>
      <div className="row edit-text__tabs">
        <Button size="sm" variant={previewing ? 'ghost' : 'secondary'} onClick={() => setPreviewing(false)}>
          Editar
        </Button>
        <Button size="sm" variant={previewing ? 'secondary' : 'ghost'} onClick={() => setPreviewing(true)}>
          Ver como no PDF
        </Button>
      </div>
      {previewing ? (
        <TextPreview text={text} />
      ) : (
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
      )}
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
