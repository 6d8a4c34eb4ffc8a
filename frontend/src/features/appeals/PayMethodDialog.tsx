import { APPEAL_PRICES, type PaymentMethod } from '@recurso/core/appeal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { appealTypeLabel, formatMoney } from '../../lib/format';
import { payAppealPath } from '../../lib/paths';
import type { AppealView } from './api';
import { DeadlineNotice, needsLateConsent } from './DeadlineNotice';
import { PayOptions } from './PayOptions';

/**
 * 'Pagar' on a list row: the price and the deadline (days left, or passed and what it means: the
 * driver decides), then PIX or card, to /resources?payAppeal=…&method=….
 */
export function PayMethodDialog({ appeal, onClose }: { appeal: AppealView | null; onClose(): void }) {
  const navigate = useNavigate();
  // The driver's "yes" to a late deadline holds for the appeal it was given for only.
  const [consentFor, setConsentFor] = useState<string | null>(null);
  const lateConsent = appeal !== null && consentFor === appeal.id;
  const setLateConsent = (yes: boolean) => setConsentFor(yes && appeal ? appeal.id : null);
  const go = (method: PaymentMethod) => appeal && navigate(payAppealPath(appeal.id, method));
  const price = appeal ? (appeal.value ?? APPEAL_PRICES[appeal.type] ?? 0) : 0;
  return (
    <Dialog open={appeal !== null} onClose={onClose} title="Pagar recurso">
      {appeal ? (
        <>
          <p>
            Recurso de {appealTypeLabel(appeal.type).toLowerCase()}
            {appeal.code ? ` · Código do Recurso ${appeal.code}` : ''}: <strong>{formatMoney(price)}</strong>
          </p>
          <DeadlineNotice appeal={appeal} consented={lateConsent} onConsent={setLateConsent} />
          <p className="muted small">
            Após a confirmação do pagamento, o PDF do recurso fica disponível para download.
          </p>
          <PayOptions onPay={go} disabled={needsLateConsent(appeal) && !lateConsent} />
        </>
      ) : null}
    </Dialog>
  );
}
