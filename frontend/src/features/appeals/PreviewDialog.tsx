/**
 * "Ver prévia" on a list row (issue 14): a written, unpaid appeal's preview (the server sends nothing
 * more before payment) with the price and the payment options.
 */
import type { PaymentMethod } from '@recurso/core/appeal';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { payAppealPath } from '../../lib/paths';
import type { AppealView } from './api';
import { ReviewFlowView } from './ReviewFlowView';
import { useReviewFlow } from './useReviewFlow';

export function PreviewDialog({
  appeal,
  onClose,
  onReview,
}: {
  appeal: AppealView | null;
  onClose(): void;
  onReview(appeal: AppealView): void;
}) {
  const navigate = useNavigate();
  const flow = useReviewFlow();
  const { reset, cancel, showResult } = flow;

  useEffect(() => {
    if (!appeal) return;
    reset();
    showResult(appeal.id).catch(() => flow.fail('Não foi possível carregar a prévia do recurso.'));
    return cancel;
  }, [appeal, reset, cancel, showResult, flow.fail]);

  const pay = (method: PaymentMethod) => {
    if (!appeal) return;
    onClose();
    navigate(payAppealPath(appeal.id, method));
  };

  return (
    <Dialog open={appeal !== null} onClose={onClose} title="Prévia do recurso" size="lg">
      {appeal ? (
        <ReviewFlowView
          flow={flow}
          type={appeal.type}
          documentBytes={() => undefined}
          onPay={pay}
          onClose={onClose}
          onReview={() => {
            onClose();
            onReview(appeal);
          }}
        />
      ) : null}
    </Dialog>
  );
}
