import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordField, TextField } from '../../components/ui/Field';
import { ApiError } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { homeForRole } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './AuthCard';
import { GoogleButton, googleEnabled } from './GoogleButton';
import { AUTH_TEXT } from './messages';
import { useLoginRedirect } from './useLoginRedirect';
import type { Session } from '../../lib/api-types';

/** A blocked account gets the server's words; any other failure SPEC's 'Email ou senha inválidos'. */
function loginError(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status === 403 && err.body?.error) return err.body.error;
  return fallback;
}

export function LoginPage() {
  useLoginRedirect();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const finish = (token: unknown, fallback: string) => {
    const user = typeof token === 'string' ? session.login(token) : null;
    if (!user) {
      setError(fallback);
      return;
    }
    navigate(homeForRole(user.role), { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!email.trim() || !password) {
      setError(AUTH_TEXT.fillAll);
      return;
    }
    setBusy(true);
    try {
      const res = await api.send<Session>({
        method: 'POST',
        path: '/auth/login',
        body: { email: email.trim(), password },
      });
      finish(res?.token, AUTH_TEXT.loginFailed);
    } catch (err) {
      session.logout();
      setError(loginError(err, AUTH_TEXT.loginFailed));
    } finally {
      setBusy(false);
    }
  };

  const google = async (credential: string) => {
    setError('');
    try {
      const res = await api.send<Session>({
        method: 'POST',
        path: '/auth/google-login',
        body: { credential },
      });
      finish(res?.token, AUTH_TEXT.googleFailed);
    } catch (err) {
      session.logout();
      setError(loginError(err, AUTH_TEXT.googleFailed));
    }
  };

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para acompanhar seus recursos.">
      {session.blockedNotice ? <Alert kind="info">{session.blockedNotice}</Alert> : null}
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
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="row auth__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Lembrar-me
          </label>
          <Link to={paths.forgotPassword}>Esqueceu a senha?</Link>
        </div>
        <Button type="submit" block size="lg" busy={busy}>
          Entrar
        </Button>
      </form>
      {googleEnabled() ? (
        <>
          <div className="divider">
            <span>Ou continue com</span>
          </div>
          <GoogleButton onCredential={google} onError={() => setError(AUTH_TEXT.googleButtonError)} />
        </>
      ) : null}
      <p className="auth__switch">
        Não tem uma conta? <Link to={paths.register}>Cadastre-se</Link>
      </p>
    </AuthCard>
  );
}
