import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import type { AppealView } from './api';
import { ROW_TEXT } from './useRowActions';

/**
 * Watches the polled list: an appeal seen as processing that is now pending_payment reads
 * 'Recurso Pronto para Pagamento' (SPEC §4), as a toast and next to its row.
 */
export function useReadyNotices(list: AppealView[] | undefined): ReadonlySet<string> {
  const toast = useToast();
  const processing = useRef(new Set<string>());
  const [ready, setReady] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!list) return;
    const nowReady: string[] = [];
    for (const a of list) {
      if (a.status === 'processing') processing.current.add(a.id);
      else if (processing.current.has(a.id)) {
        processing.current.delete(a.id);
        if (a.status === 'pending_payment') nowReady.push(a.id);
      }
    }
    if (nowReady.length) {
      toast.show('success', ROW_TEXT.ready);
      setReady((s) => new Set([...s, ...nowReady]));
    }
  }, [list, toast]);
  return ready;
}
