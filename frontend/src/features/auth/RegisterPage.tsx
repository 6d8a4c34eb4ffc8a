import { passwordProblem } from '@recurso/core/identity';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordField, TextField } from '../../components/ui/Field';
import { ApiError, errorMessage } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { AUTH_TEXT, REGISTER_REDIRECT_MS } from './messages';
import { useLoginRedirect } from './useLoginRedirect';

export function RegisterPage() {
  useLoginRedirect();
  const api = useApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // The password policy's own message, next to the field: checked before anything is sent.
  const [passwordError, setPasswordError] = useState('');
  const passwordId = useId();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.login), REGISTER_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setPasswordError('');
    if (!email.trim() || !password) return setError(AUTH_TEXT.fillAll);
    const problem = passwordProblem(password);
    if (problem) {
      setPasswordError(problem);
      document.getElementById(passwordId)?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/auth/register', body: { email: email.trim(), password } });
      setDone(true);
    } catch (err) {
      // SPEC §8's 'Este email já está em uso' only when it is (409): any other refusal says its own
      // reason (a common password, an invalid e-mail, too many attempts), never sending the driver to
      // log in to an account that does not exist (issue 26).
      setError(
        err instanceof ApiError && err.status === 409
          ? AUTH_TEXT.emailInUse
          : errorMessage(err, AUTH_TEXT.genericError),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se para criar e acompanhar seus recursos.">
      {done ? <Alert kind="success">{AUTH_TEXT.registered}</Alert> : null}
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
          id={passwordId}
          label="Senha"
          autoComplete="new-password"
          value={password}
          error={passwordError || undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError('');
          }}
          onBlur={() => setPasswordError(password ? (passwordProblem(password) ?? '') : '')}
        />
        <p className="field__hint">Mínimo de 6 caracteres. Evite senhas comuns, como 123456 ou senha123.</p>
        <Button type="submit" block size="lg" busy={busy} disabled={done}>
          Cadastrar
        </Button>
      </form>
      <p className="auth__legal small muted">
        Ao se cadastrar você aceita os <Link to={paths.terms}>Termos de Uso</Link> e a{' '}
        <Link to={paths.privacy}>Política de Privacidade</Link>.
      </p>
      <p className="auth__switch">
        Já tem uma conta? <Link to={paths.login}>Faça login</Link>
      </p>
    </AuthCard>
  );
}
