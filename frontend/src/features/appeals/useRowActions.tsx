/**
 * Row actions shared by the appeal lists: pay, preview and review before payment (issue 14), edit
 * text, download PDF or text (SPEC §2, §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { useApi } from '../../lib/api-context';
import { type AppealView, downloadAppealPdf, downloadAppealText, getAppeal, updateAppealText } from './api';
import { EditTextDialog } from './EditTextDialog';
import { PayMethodDialog } from './PayMethodDialog';
import { PreviewDialog } from './PreviewDialog';
import { ReviewDialog } from './ReviewDialog';

export const ROW_TEXT = {
  pdfFailed: 'Não foi possível baixar o PDF. Verifique o pagamento ou contate o suporte.',
  textFailed: 'Não foi possível baixar o texto do recurso.',
  notFound: 'Recurso não encontrado',
  editorFailed: 'Não foi possível abrir o editor de texto.',
  saveFailed: 'Não foi possível salvar as alterações.',
  saved: 'Texto atualizado com sucesso!',
  savedWithPdf: 'Texto atualizado e PDF regenerado com sucesso!',
  saveWithPdfFailed: 'Erro ao salvar o texto. Por favor, tente novamente.',
  ready: 'Recurso Pronto para Pagamento',
} as const;

export function useRowActions(opts: { regeneratePdf: boolean }) {
  const api = useApi();
  const toast = useToast();
  const qc = useQueryClient();
  const [paying, setPaying] = useState<AppealView | null>(null);
  const [editing, setEditing] = useState<AppealView | null>(null);
  const [reviewing, setReviewing] = useState<AppealView | null>(null);
  const [previewing, setPreviewing] = useState<AppealView | null>(null);
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  /** List rows carry no text: the editor opens with the appeal read from GET /appeals/{id}. */
  const edit = async (row: AppealView | undefined) => {
    if (!row) return toast.show('error', ROW_TEXT.notFound);
    let appeal: AppealView;
    try {
      appeal = await getAppeal(api, row.id);
    } catch {
      return toast.show('error', ROW_TEXT.editorFailed);
    }
    if (typeof appeal.generatedText !== 'string') return toast.show('error', ROW_TEXT.editorFailed);
    setEditing(appeal);
  };

  const downloadText = async (appeal: AppealView) => {
    setDownloading(`${appeal.id}:text`);
    try {
      await downloadAppealText(api, appeal);
    } catch {
      toast.show('error', ROW_TEXT.textFailed);
    } finally {
      setDownloading(null);
    }
  };

  const save = async (text: string) => {
    if (!editing) return;
    setSaving(true);
    try {
      await updateAppealText(api, editing.id, text, opts.regeneratePdf);
      toast.show('success', opts.regeneratePdf ? ROW_TEXT.savedWithPdf : ROW_TEXT.saved);
      setEditing(null);
      void qc.invalidateQueries({ queryKey: ['appeals'] });
    } catch {
      toast.show('error', opts.regeneratePdf ? ROW_TEXT.saveWithPdfFailed : ROW_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const downloadPdf = async (appeal: AppealView) => {
    setDownloading(appeal.id);
    try {
      await downloadAppealPdf(api, appeal.id);
    } catch {
      toast.show('error', ROW_TEXT.pdfFailed);
    } finally {
      setDownloading(null);
    }
  };

  const dialogs: ReactNode = (
    <>
      <PayMethodDialog appeal={paying} onClose={() => setPaying(null)} />
      <ReviewDialog appeal={reviewing} onClose={() => setReviewing(null)} />
      <PreviewDialog appeal={previewing} onClose={() => setPreviewing(null)} onReview={setReviewing} />
      <EditTextDialog appeal={editing} onClose={() => setEditing(null)} onSave={save} busy={saving} />
    </>
  );
  return {
    pay: setPaying,
    review: setReviewing,
    preview: setPreviewing,
    edit,
    downloadPdf,
    downloadText,
    downloading,
    dialogs,
  };
}
