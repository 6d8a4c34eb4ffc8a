/**
 * 'Gerenciamento de Usuários' (SPEC §2, §5, §8): role filter, e-mail search with a clear button; for ADMIN
 * only, the actions column (role dropdown, view appeals, block/unblock). Banners clear after 3 s.
 */
import { ROLES, type Role } from '@recurso/core/user';
import { useQueryClient } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { type Column, DataTable } from '../../components/ui/DataTable';
import { ApiError } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { useSession } from '../../lib/session-context';
import { type UserRow, useUsers } from './api';
import { UserAppealsModal } from './UserAppealsModal';

export const BANNER_MS = 3000;
export const USERS_TEXT = {
  empty: 'Nenhum usuário encontrado.',
  emptySearch: 'Nenhum usuário encontrado para sua busca.',
  selfDemote: 'Você não pode rebaixar seu próprio cargo de ADMIN',
  roleChanged: (email: string, role: string) => `Role de ${email} alterada para ${role} com sucesso!`,
  roleFailed: 'Erro ao alterar role do usuário',
  blockChanged: (email: string, blocked: boolean) =>
    `Usuário ${email} foi ${blocked ? 'bloqueado' : 'desbloqueado'} com sucesso!`,
  blockFailed: (detail: string) => `Erro ao alterar status do usuário: ${detail}`,
} as const;

const serverText = (err: unknown): string | undefined =>
  err instanceof ApiError ? (err.body?.error ?? err.body?.message) : undefined;

export function AdminUsersPage() {
  usePageTitle('Gerenciamento de Usuários');
  const api = useApi();
  const qc = useQueryClient();
  const { user } = useSession();
  const users = useUsers();
  const isAdmin = user?.role === 'ADMIN';
  const [role, setRole] = useState<'' | Role>('');
  const [search, setSearch] = useState('');
  const [success, setSuccess] = useState('');
  const [failure, setFailure] = useState('');
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  useEffect(() => {
    if (!success && !failure) return;
    const t = setTimeout(() => {
      setSuccess('');
      setFailure('');
    }, BANNER_MS);
    return () => clearTimeout(t);
  }, [success, failure]);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (users.data ?? []).filter(
      (u) => (!role || u.role === role) && (!q || u.email.toLowerCase().includes(q)),
    );
  }, [users.data, role, search]);

  const isSelf = (u: UserRow) => u.email.toLowerCase() === user?.email.toLowerCase();

  const changeRole = async (u: UserRow, next: Role) => {
    setSuccess('');
    setFailure('');
    if (isSelf(u) && u.role === 'ADMIN' && next !== 'ADMIN') return setFailure(USERS_TEXT.selfDemote);
    setBusyEmail(u.email);
    try {
      await api.send({ method: 'POST', path: '/users/set-role', body: { email: u.email, role: next } });
      setSuccess(USERS_TEXT.roleChanged(u.email, next));
      await qc.invalidateQueries({ queryKey: ['users'] });
    } catch (err) {
      console.error('set-role', err);
      setFailure(serverText(err) ?? USERS_TEXT.roleFailed);
    } finally {
      setBusyEmail(null);
    }
  };

  const toggleBlock = async (u: UserRow) => {
    setSuccess('');
    setFailure('');
    setBusyEmail(u.email);
    try {
      const res = await api.send<UserRow | null>({
        method: 'POST',
        path: '/users/toggle-block',
        body: { email: u.email },
      });
      const blocked = typeof res?.blocked === 'boolean' ? res.blocked : !u.blocked;
      setSuccess(USERS_TEXT.blockChanged(u.email, blocked));
      await qc.invalidateQueries({ queryKey: ['users'] });
    } catch (err) {
      setFailure(
        USERS_TEXT.blockFailed(serverText(err) ?? (err instanceof Error ? err.message : 'Erro desconhecido')),
      );
    } finally {
      setBusyEmail(null);
    }
  };

  const columns: Column<UserRow>[] = [
    {
      header: 'Email',
      cell: (u) => (
        <span className="user-cell">
          {u.email}
          {u.blocked ? <span className="badge badge--red">Bloqueado</span> : null}
        </span>
      ),
    },
    { header: 'Role', cell: (u) => <span className="badge badge--grey">{u.role}</span> },
  ];
  if (isAdmin) {
    columns.push({
      header: 'Ações',
      cell: (u) => (
        <span className="row-actions">
          <label className="sr-only" htmlFor={`role-${u.id}`}>
            Alterar role de {u.email}
          </label>
          <select
            id={`role-${u.id}`}
            className="select select--sm"
            value={u.role}
            disabled={isSelf(u) || busyEmail === u.email}
            onChange={(e) => changeRole(u, e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r} disabled={r === u.role}>
                {r}
              </option>
            ))}
          </select>
          <Button size="sm" variant="secondary" onClick={() => setViewing(u.email)}>
            Ver recursos
          </Button>
          <Button
            size="sm"
            variant={u.blocked ? 'secondary' : 'danger'}
            disabled={isSelf(u)}
            busy={busyEmail === u.email}
            onClick={() => toggleBlock(u)}
          >
            {u.blocked ? 'Desbloquear' : 'Bloquear'}
          </Button>
        </span>
      ),
    });
  }

  return (
    <div className="page">
      <div aria-live="polite">
        {success ? <Alert kind="success">{success}</Alert> : null}
        {failure ? <Alert kind="error">{failure}</Alert> : null}
      </div>
      <section className="card panel" aria-labelledby="usuarios">
        <div className="panel__head">
          <h2 id="usuarios" className="h3">
            Usuários
          </h2>
          <div className="row user-filters">
            <label className="sr-only" htmlFor="role-filter">
              Filtrar por role
            </label>
            <select
              id="role-filter"
              className="select select--sm"
              value={role}
              onChange={(e) => setRole(e.target.value as '' | Role)}
            >
              <option value="">Todas as roles</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            <div className="search-box">
              <Search size={16} aria-hidden="true" />
              <label className="sr-only" htmlFor="user-search">
                Buscar por email
              </label>
              <input
                id="user-search"
                type="search"
                placeholder="Buscar por email"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {search ? (
                <button
                  type="button"
                  className="icon-btn icon-btn--sm"
                  aria-label="Limpar busca"
                  onClick={() => setSearch('')}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              ) : null}
            </div>
          </div>
        </div>
        {users.isError ? <Alert kind="error">Erro ao carregar usuários.</Alert> : null}
        <DataTable
          caption="Usuários"
          columns={columns}
          rows={rows}
          rowKey={(u) => u.id || u.email}
          loading={users.isPending}
          empty={<p>{search.trim() ? USERS_TEXT.emptySearch : USERS_TEXT.empty}</p>}
        />
      </section>
      <UserAppealsModal email={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
