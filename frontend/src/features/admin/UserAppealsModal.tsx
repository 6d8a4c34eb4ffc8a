import { DOWNLOADABLE_STATUSES } from '@recurso/core/appeal';
import { Download, Eye } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { appealTypeLabel, formatDateTime, formatMoneyOrDash } from '../../lib/format';
import { downloadAppealPdf, fetchAppealText } from '../appeals/api';
import { useUserAppeals } from './api';

export const MODAL_TEXT = {
  loading: 'Carregando recursos...',
  empty: 'Este usuário não possui recursos cadastrados.',
  loadFailed: 'Erro ao buscar recursos do usuário',
  pdfFailed: 'Não foi possível baixar o PDF.',
  textFailed: 'Não foi possível carregar o texto do recurso.',
} as const;

/** 'Recursos de {email}' (SPEC §2): admin labels, dd/MM/yyyy HH:mm, R$ or '-', code or '-'. */
export function UserAppealsModal({ email, onClose }: { email: string | null; onClose(): void }) {
  const api = useApi();
  const q = useUserAppeals(email);
  const download = async (id: string) => {
    try {
      await downloadAppealPdf(api, id);
    } catch {
      window.alert(MODAL_TEXT.pdfFailed);
    }
  };
  /** Rows carry only `hasText`; the text is read from GET /appeals/{id} when asked for. */
  const viewText = async (id: string) => {
    try {
      window.alert(await fetchAppealText(api, id));
    } catch {
      window.alert(MODAL_TEXT.textFailed);
    }
  };
  return (
    <Dialog open={email !== null} onClose={onClose} title={`Recursos de ${email ?? ''}`} size="lg">
      {q.isPending ? (
        <p role="status">{MODAL_TEXT.loading}</p>
      ) : q.isError ? (
        <Alert kind="error">{errorMessage(q.error, MODAL_TEXT.loadFailed)}</Alert>
      ) : !q.data?.length ? (
        <p>{MODAL_TEXT.empty}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--compact">
            <caption className="sr-only">Recursos de {email}</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Tipo</th>
                <th scope="col">Status</th>
                <th scope="col">Valor</th>
                <th scope="col">Código</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((a) => (
                <tr key={a.id}>
                  <td data-label="Data">{formatDateTime(a.createdAt)}</td>
                  <td data-label="Tipo">{appealTypeLabel(a.type)}</td>
                  <td data-label="Status">
                    <StatusBadge status={a.status} view="admin" />
                  </td>
                  <td data-label="Valor" className="num">
                    {formatMoneyOrDash(a.value)}
                  </td>
                  <td data-label="Código">{a.code || '-'}</td>
                  <td data-label="Ações">
                    <span className="row-actions">
                      {/* An unpaid appeal has no PDF (the server answers 402): no button that cannot work. */}
                      {DOWNLOADABLE_STATUSES.includes(a.status as never) ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<Download size={16} aria-hidden="true" />}
                          onClick={() => download(a.id)}
                        >
                          PDF
                        </Button>
                      ) : null}
                      {a.hasText ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          icon={<Eye size={16} aria-hidden="true" />}
                          onClick={() => viewText(a.id)}
                        >
                          Ver texto
                        </Button>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
