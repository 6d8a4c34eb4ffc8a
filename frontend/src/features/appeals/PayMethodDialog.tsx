import { APPEAL_PRICES, type PaymentMethod } from '@recurso/core/appeal';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { appealTypeLabel, formatMoney } from '../../lib/format';
import { payAppealPath } from '../../lib/paths';
import type { AppealView } from './api';
import { PayOptions } from './PayOptions';

/** 'Pagar' on a list row: show the price, pick PIX or card, go to /resources?payAppeal=…&method=…. */
export function PayMethodDialog({ appeal, onClose }: { appeal: AppealView | null; onClose(): void }) {
  const navigate = useNavigate();
  const go = (method: PaymentMethod) => appeal && navigate(payAppealPath(appeal.id, method));
  const price = appeal ? (appeal.value ?? APPEAL_PRICES[appeal.type] ?? 0) : 0;
  return (
    <Dialog open={appeal !== null} onClose={onClose} title="Pagar recurso">
      {appeal ? (
        <>
          <p>
            Recurso de {appealTypeLabel(appeal.type).toLowerCase()}
            {appeal.code ? ` · ${appeal.code}` : ''}: <strong>{formatMoney(price)}</strong>
          </p>
          <p className="muted small">
            Após a confirmação do pagamento, o PDF do recurso fica disponível para download.
          </p>
          <PayOptions onPay={go} />
        </>
      ) : null}
    </Dialog>
  );
}
