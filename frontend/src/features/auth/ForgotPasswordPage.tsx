import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { AUTH_TEXT } from './messages';

export function ForgotPasswordPage() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!email.trim()) return setError(AUTH_TEXT.emailRequired);
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/auth/password/forgot', body: { email: email.trim() } });
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, AUTH_TEXT.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle={sent ? undefined : 'Informe seu email e enviaremos um link para criar uma nova senha.'}
    >
      {sent ? (
        <div className="auth__done" role="status">
          <MailCheck size={40} aria-hidden="true" />
          <h2>{AUTH_TEXT.emailSent}</h2>
          <p>{AUTH_TEXT.checkInbox}</p>
        </div>
      ) : (
        <>
          {error ? <Alert kind="error">{error}</Alert> : null}
          <form onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" block size="lg" busy={busy}>
              {busy ? 'Enviando...' : 'Enviar link de recuperação'}
            </Button>
          </form>
        </>
      )}
      <p className="auth__switch">
        Lembrou a senha? <Link to={paths.login}>Voltar ao login</Link>
      </p>
    </AuthCard>
  );
}
