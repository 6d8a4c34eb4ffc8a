import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { type ContactMessage, useContactMessages } from './api';

/** Where staff read the messages sent from /contato and the support chat (GET /contact). */
export function AdminMessagesPage() {
  usePageTitle('Mensagens de Contato');
  const q = useContactMessages();
  const columns: Column<ContactMessage>[] = [
    { header: 'Data', cell: (m) => formatDateTime(m.createdAt) },
    {
      header: 'De',
      cell: (m) => (
        <span className="user-cell">
          <strong>{m.name}</strong>
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a>
        </span>
      ),
    },
    { header: 'Assunto', cell: (m) => m.subject },
    { header: 'Mensagem', cell: (m) => <span className="message-text">{m.message}</span>, className: 'wide' },
  ];
  return (
    <div className="page">
      <section className="card panel" aria-labelledby="mensagens">
        <div className="panel__head">
          <h2 id="mensagens" className="h3">
            Mensagens recebidas
          </h2>
        </div>
        {q.isError ? (
          <Alert kind="error">{errorMessage(q.error, 'Erro ao carregar mensagens.')}</Alert>
        ) : null}
        <DataTable
          caption="Mensagens de contato"
          columns={columns}
          rows={q.data}
          rowKey={(m) => m.id}
          loading={q.isPending}
          empty={<p>Nenhuma mensagem recebida.</p>}
        />
      </section>
    </div>
  );
}
