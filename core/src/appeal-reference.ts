/**
 * How the product names an appeal to its driver (checkout, PDF title, e-mails): by the auto or the
 * process number the notice printed, else by SPEC's code as the 'Código do Recurso'. The provisional
 * code ("T17957607") is ours, never the agency's: it is never called an auto number (issue 26).
 */
import type { Appeal } from './appeal';

export type ReferencedAppeal = Pick<Appeal, 'code'> & {
  notice?: Pick<NonNullable<Appeal['notice']>, 'number' | 'processNumber'>;
};

/** "Auto de Infração nº A98765432", "Processo nº 2026/123", "Código do Recurso T17957607", or ''. */
export function appealReference(appeal: ReferencedAppeal): string {
  if (appeal.notice?.number) return `Auto de Infração nº ${appeal.notice.number}`;
  if (appeal.notice?.processNumber) return `Processo nº ${appeal.notice.processNumber}`;
  return appeal.code ? `Código do Recurso ${appeal.code}` : '';
}
