/** Admin server state (SPEC §6, §7): users, all appeals, statistics, a user's appeals, contact messages. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';
import type { ContactMessage, Statistics, UserRow } from '../../lib/api-types';
import { type AppealView, appealsKey, asList, newestFirst } from '../appeals/api';

export type { ContactMessage, Statistics, UserRow };

/** SPEC §2: duplicate e-mails are shown once. */
export function uniqueByEmail(users: UserRow[]): UserRow[] {
  const seen = new Set<string>();
  return users.filter((u) => {
    const key = u.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function useUsers() {
  const api = useApi();
  return useQuery({
    queryKey: ['users'],
    queryFn: async () => uniqueByEmail(asList<UserRow>(await api.send({ method: 'GET', path: '/users' }))),
  });
}

export function useAllAppeals() {
  const api = useApi();
  return useQuery({
    queryKey: appealsKey('all'),
    queryFn: async () => newestFirst(asList<AppealView>(await api.send({ method: 'GET', path: '/appeals' }))),
  });
}

export function useStatistics() {
  const api = useApi();
  return useQuery({
    queryKey: ['statistics'],
    queryFn: () => api.send<Statistics>({ method: 'GET', path: '/appeals/statistics' }),
  });
}

export function useUserAppeals(email: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['appeals', 'user', email],
    enabled: email !== null,
    queryFn: async () =>
      newestFirst(
        asList<AppealView>(
          await api.send({ method: 'GET', path: `/appeals/user/${encodeURIComponent(email ?? '')}` }),
        ),
      ),
  });
}

export function useContactMessages() {
  const api = useApi();
  return useQuery({
    queryKey: ['contact'],
    queryFn: async () =>
      newestFirst(asList<ContactMessage>(await api.send({ method: 'GET', path: '/contact' }))),
  });
}
