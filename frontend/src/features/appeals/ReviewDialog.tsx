/**
 * "Revisar dados" on a list row (issue 14): the review step for an unpaid appeal whose documents were
 * read (awaiting_review, pending_payment, expired_payment); the confirmed facts are written again and
 * the dialog ends on the preview with the payment options. The pages come through the owner's
 * short-lived links (GET /appeals/{id}/documents/{n}).
 */
import type { PaymentMethod } from '@recurso/core/appeal';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { useApi } from '../../lib/api-context';
import { payAppealPath } from '../../lib/paths';
import { type AppealView, getDocumentLink } from './api';
import type { DocumentBytes } from './page-images';
import { ReviewFlowView } from './ReviewFlowView';
import { useReviewFlow } from './useReviewFlow';

export function ReviewDialog({ appeal, onClose }: { appeal: AppealView | null; onClose(): void }) {
  const api = useApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const flow = useReviewFlow();
  const { reset, cancel, openReview } = flow;

  useEffect(() => {
    if (!appeal) return;
    reset();
    void openReview(appeal.id);
    return cancel;
  }, [appeal, reset, cancel, openReview]);

  const close = () => {
    cancel();
    void qc.invalidateQueries({ queryKey: ['appeals'] });
    onClose();
  };

  const documentBytes = useCallback(
    (index: number): DocumentBytes | undefined => {
      const doc = flow.facts?.documents.find((d) => d.index === index);
      if (!appeal || !doc || doc.type === 'text') return undefined;
      return {
        type: doc.type,
        load: async () => {
          const { url } = await getDocumentLink(api, appeal.id, index);
          const res = await fetch(url);
          if (!res.ok) throw new Error(`document ${index}: ${res.status}`);
          return res.blob();
        },
      };
    },
    [api, appeal, flow.facts],
  );

  const pay = (method: PaymentMethod) => {
    if (!appeal) return;
    close();
    navigate(payAppealPath(appeal.id, method));
  };

  return (
    <Dialog
      open={appeal !== null}
      onClose={close}
      title="Revisar dados do recurso"
      size="lg"
      preventClose={flow.busy}
    >
      {appeal ? (
        <ReviewFlowView
          flow={flow}
          type={appeal.type}
          documentBytes={documentBytes}
          onPay={pay}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}
