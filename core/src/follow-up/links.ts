/** Links into the SPA that open one appeal's follow-up (the list page reads `?acompanhar=<id>`). */
import type { Appeal } from '../appeal';

export const FOLLOW_UP_QUERY = 'acompanhar';

export function followUpLink(appUrl: string, appeal: Pick<Appeal, 'id' | 'type'>): string {
  const page = appeal.type === 'suspension' ? 'dashboard/suspension' : 'dashboard/resources';
  return `${appUrl.replace(/\/$/, '')}/${page}?${FOLLOW_UP_QUERY}=${encodeURIComponent(appeal.id)}`;
}
