/** What the review flow shows in a dialog, phase by phase (useReviewFlow). */
import type { AppealType, PaymentMethod } from '@recurso/core/appeal';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { NoticeChoiceStep } from './NoticeChoiceStep';
import type { DocumentBytes } from './page-images';
import { Processing } from './Processing';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { SLOW_TEXT, type ReviewFlow } from './useReviewFlow';

export const WRITING_TEXT = {
  message: 'Escrevendo o recurso…',
  detail:
    'Isso costuma levar poucos segundos. Você pode fechar esta janela e acompanhar o status na lista de recursos.',
  loading: 'Carregando os dados do recurso…',
} as const;

interface Props {
  flow: ReviewFlow;
  type: AppealType;
  documentBytes(index: number): DocumentBytes | undefined;
  onPay(method: PaymentMethod): void;
  onClose(): void;
  /** Offers "Revisar dados" next to the payment options. */
  onReview?(): void;
}

export function ReviewFlowView({ flow, type, documentBytes, onPay, onClose, onReview }: Props) {
  switch (flow.phase) {
    case 'loading':
      return <Processing message={WRITING_TEXT.loading} detail="" />;
    case 'review':
      if (flow.facts?.facts.notices && !flow.facts.facts.notices.confirmed)
        return (
          <NoticeChoiceStep
            view={flow.facts}
            onChoose={flow.choose}
            onLater={onClose}
            busy={flow.busy}
            error={flow.error}
          />
        );
      return flow.facts ? (
        <ReviewStep
          view={flow.facts}
          documentBytes={documentBytes}
          onSubmit={flow.submit}
          onLater={onClose}
          busy={flow.busy}
          error={flow.error}
        />
      ) : null;
    case 'writing':
      return <Processing message={WRITING_TEXT.message} detail={WRITING_TEXT.detail} />;
    case 'result':
      return flow.appeal ? (
        <ResultStep appeal={flow.appeal} type={type} onPay={onPay} onLater={onClose} onReview={onReview} />
      ) : null;
    case 'slow':
    case 'failed':
      return (
        <>
          <Alert kind={flow.phase === 'slow' ? 'warning' : 'error'}>
            {flow.phase === 'slow' ? SLOW_TEXT : flow.error}
          </Alert>
          <div className="dialog__actions">
            <Button onClick={onClose}>Ver na lista de recursos</Button>
          </div>
        </>
      );
    default:
      return null;
  }
}
