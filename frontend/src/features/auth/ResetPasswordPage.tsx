import { passwordProblem } from '@recurso/core/identity';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordField } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { AUTH_TEXT, RESET_REDIRECT_MS } from './messages';
import type { ValidToken } from '../../lib/api-types';

type LinkState = 'validating' | 'invalid' | 'valid';

export function ResetPasswordPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkState, setLinkState] = useState<LinkState>('validating');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) {
      setLinkState('invalid');
      return;
    }
    let live = true;
    api
      .send<ValidToken | null>({
        method: 'GET',
        path: '/auth/password/validate-token',
        query: { token },
      })
      .then((r) => live && setLinkState(r?.valid ? 'valid' : 'invalid'))
      .catch(() => live && setLinkState('invalid'));
    return () => {
      live = false;
    };
  }, [api, token]);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.login), RESET_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!password || !confirm) return setError(AUTH_TEXT.fillAll);
    const problem = passwordProblem(password);
    if (problem) return setError(problem);
    if (password !== confirm) return setError(AUTH_TEXT.passwordsDiffer);
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/auth/password/reset', body: { token, password } });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, AUTH_TEXT.genericError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Redefinir senha">
      {linkState === 'validating' ? (
        <div className="auth__done" role="status">
          <Spinner size={28} />
          <p>{AUTH_TEXT.validating}</p>
        </div>
      ) : linkState === 'invalid' ? (
        <div className="auth__done">
          <Alert kind="error">{AUTH_TEXT.invalidLink}</Alert>
          <Link className="btn btn--primary btn--md" to={paths.forgotPassword}>
            Solicitar novo link
          </Link>
        </div>
      ) : done ? (
        <Alert kind="success">{AUTH_TEXT.passwordReset}</Alert>
      ) : (
        <>
          {error ? <Alert kind="error">{error}</Alert> : null}
          <form onSubmit={submit} noValidate>
            <PasswordField
              label="Nova senha"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              label="Confirmar nova senha"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" block size="lg" busy={busy}>
              Redefinir senha
            </Button>
          </form>
        </>
      )}
      <p className="auth__switch">
        <Link to={paths.login}>Voltar ao login</Link>
      </p>
    </AuthCard>
  );
}
