import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordField, TextField } from '../../components/ui/Field';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { AUTH_TEXT, MIN_PASSWORD, REGISTER_REDIRECT_MS } from './messages';
import { useLoginRedirect } from './useLoginRedirect';

export function RegisterPage() {
  useLoginRedirect();
  const api = useApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
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
    if (!email.trim() || !password) return setError(AUTH_TEXT.fillAll);
    if (password.length < MIN_PASSWORD) return setError(AUTH_TEXT.minPassword);
    setBusy(true);
    try {
      await api.send({ method: 'POST', path: '/auth/register', body: { email: email.trim(), password } });
      setDone(true);
    } catch {
      // SPEC §8: any registration failure reads 'Este email já está em uso'.
      setError(AUTH_TEXT.emailInUse);
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
          label="Senha"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="field__hint">Mínimo de 6 caracteres.</p>
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
