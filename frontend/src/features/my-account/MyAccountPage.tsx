/**
 * 'Minha conta' (issue 8 item 6, LGPD): see my data, change my password, export everything about me,
 * delete my account. Texts come from core/src/my-account/messages.ts where the server answers them.
 */
import { DELETE_CONFIRMATION_WORD, MY_ACCOUNT_MESSAGES } from '@recurso/core/my-account';
import { type FormEvent, useState } from 'react';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { PasswordField, TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session-context';
import { RemindersPreference } from '../follow-up/RemindersPreference';
import { downloadExport, type ExportedFile, type MyDataExport, useMyProfile } from './api';
import type { PasswordChanged } from '../../lib/api-types';

type Notice = { kind: 'error' | 'success'; text: string } | null;

export function MyAccountPage() {
  usePageTitle('Minha Conta');
  const profile = useMyProfile();
  return (
    <div className="page">
      <section className="card panel" aria-labelledby="meus-dados">
        <h2 id="meus-dados" className="h3">
          Meus dados
        </h2>
        {profile.isError ? (
          <Alert kind="error">{errorMessage(profile.error, 'Erro ao carregar sua conta.')}</Alert>
        ) : null}
        {profile.data ? (
          <dl>
            <dt>Email</dt>
            <dd>{profile.data.email}</dd>
            <dt>Perfil</dt>
            <dd>{profile.data.role}</dd>
            <dt>Conta criada em</dt>
            <dd>{formatDateTime(profile.data.createdAt)}</dd>
          </dl>
        ) : null}
      </section>
      <RemindersPreference />
      {profile.data?.hasPassword !== false ? <ChangePassword /> : null}
      <ExportData />
      <DeleteAccount hasPassword={profile.data?.hasPassword !== false} />
    </div>
  );
}

function ChangePassword() {
  const api = useApi();
  const { login } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!current || !next || !confirm)
      return setNotice({ kind: 'error', text: 'Por favor, preencha todos os campos' });
    if (next !== confirm) return setNotice({ kind: 'error', text: 'As senhas não coincidem' });
    setBusy(true);
    try {
      const res = await api.send<PasswordChanged>({
        method: 'POST',
        path: '/me/password',
        body: { currentPassword: current, newPassword: next },
      });
      login(res.token); // this device keeps a fresh session; the others ended on the server
      setCurrent('');
      setNext('');
      setConfirm('');
      setNotice({ kind: 'success', text: res.message });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err, 'Não foi possível alterar a senha.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card panel" aria-labelledby="alterar-senha">
      <h2 id="alterar-senha" className="h3">
        Alterar senha
      </h2>
      <form onSubmit={submit} noValidate>
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
        <Button type="submit" busy={busy}>
          Alterar senha
        </Button>
      </form>
    </section>
  );
}

function ExportData() {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<ExportedFile[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function exportNow() {
    setBusy(true);
    setError(null);
    try {
      const doc = await api.send<MyDataExport>({ method: 'GET', path: '/me/export' });
      downloadExport(doc);
      setFiles(doc.files);
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível exportar seus dados.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card panel" aria-labelledby="exportar">
      <h2 id="exportar" className="h3">
        Exportar meus dados
      </h2>
      <p>
        Baixe um arquivo com todos os dados que guardamos sobre você e links para cada um dos seus documentos.
      </p>
      <Button variant="secondary" busy={busy} onClick={exportNow}>
        Exportar meus dados
      </Button>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {files ? (
        files.length === 0 ? (
          <p>Você não tem documentos armazenados.</p>
        ) : (
          <>
            <p>Seus documentos (links válidos por 5 minutos):</p>
            <ul>
              {files.map((f) => (
                <li key={f.key}>
                  <a href={f.url} rel="noreferrer">
                    {f.key.split('/').pop()}
                  </a>{' '}
                  ({Math.ceil(f.size / 1024)} KB)
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}

export const DELETE_WARNING =
  'Excluir sua conta apaga seus recursos e documentos. Esta ação não pode ser desfeita.';

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const api = useApi();
  const { logout, setBlockedNotice: setLoginNotice } = useSession();
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const proof = () => (hasPassword ? { password: secret } : { confirmation: secret });

  /** The password (or EXCLUIR) is checked first; only then the page's own dialog asks the final "yes". */
  async function check(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/me/deletion/check', body: proof() });
      setConfirming(true);
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err, 'Não foi possível excluir sua conta.') });
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    setBusy(true);
    try {
      // Amplify's `del` may hand back no body: success is the status; the text is the server's own.
      const res = await api.send<{ message?: string } | null>({
        method: 'DELETE',
        path: '/me',
        body: proof(),
      });
      // The login screen shows what happened; this page goes away with the session.
      setLoginNotice(res?.message ?? MY_ACCOUNT_MESSAGES.accountDeleted);
      logout();
    } catch (err) {
      setConfirming(false);
      setNotice({ kind: 'error', text: errorMessage(err, 'Não foi possível excluir sua conta.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card panel" aria-labelledby="excluir-conta">
      <h2 id="excluir-conta" className="h3">
        Excluir minha conta
      </h2>
      <p>
        Apagamos sua conta, seus recursos, documentos e mensagens. Registros de pagamento exigidos por lei são
        mantidos sem dados pessoais.
      </p>
      <form onSubmit={check} noValidate>
        {hasPassword ? (
          <PasswordField
            label="Sua senha"
            autoComplete="current-password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        ) : (
          <TextField
            label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        )}
        {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
        <Button type="submit" variant="danger" busy={busy && !confirming}>
          Excluir minha conta
        </Button>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Excluir sua conta?"
        preventClose={busy}
      >
        <p>{DELETE_WARNING}</p>
        <div className="dialog__actions">
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" busy={busy} onClick={erase}>
            Excluir definitivamente
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
