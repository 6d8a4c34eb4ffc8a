/** 'Minha conta' server calls (functions/src/http/me.ts): profile, password, export, erasure. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api-context';
import type { ExportedFile, MyDataExport, MyProfile } from '../../lib/api-types';

export type { ExportedFile, MyDataExport, MyProfile };

export function useMyProfile() {
  const api = useApi();
  return useQuery({ queryKey: ['me'], queryFn: () => api.send<MyProfile>({ method: 'GET', path: '/me' }) });
}

/** Saves the export as a JSON file in the browser; answers it so the page can list the file links. */
export function downloadExport(doc: MyDataExport): void {
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `meus-dados-recurso-certo-${doc.generatedAt.slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}
