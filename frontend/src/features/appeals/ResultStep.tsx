/**
 * The written appeal before payment (SPEC §2 step 5, as issue 14 changes it): 'Código do Recurso', the
 * preview instead of the editable text (editing comes after payment), the price, and 'Pagar com PIX',
 * 'Pagar com Cartão de Crédito', 'Pagar Mais Tarde'.
 */
import { APPEAL_PRICES, type AppealType, type PaymentMethod } from '@recurso/core/appeal';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { formatMoney } from '../../lib/format';
import { DriverIdentificationOffer } from '../follow-up/DriverIdentificationOffer';
import type { AppealView } from './api';
import { AppealPreview } from './AppealPreview';
import { CREATE_TEXT } from './create-appeal';
import { DeadlineNotice, needsLateConsent } from './DeadlineNotice';
import { PayOptions } from './PayOptions';

interface Props {
  appeal: AppealView;
  type: AppealType;
  onPay(method: PaymentMethod): void;
  onLater(): void;
  /** "Revisar dados" from here, when the appeal's facts can be reviewed. */
  onReview?(): void;
}

export function ResultStep({ appeal, type, onPay, onLater, onReview }: Props) {
  const [lateConsent, setLateConsent] = useState(false);
  const blocked = needsLateConsent(appeal) && !lateConsent;
  return (
    <div>
      <Alert kind="success">{CREATE_TEXT.ready}</Alert>
      <TextField label="Código do Recurso" value={appeal.code ?? ''} readOnly />
      <DriverIdentificationOffer appealId={appeal.id} followUp={appeal.followUp} />
      {appeal.preview ? <AppealPreview preview={appeal.preview} /> : null}
      <h3 className="pay-title">Pagamento · {formatMoney(appeal.value ?? APPEAL_PRICES[type])}</h3>
      <DeadlineNotice appeal={appeal} consented={lateConsent} onConsent={setLateConsent} />
      <p className="small muted">
        Depois do pagamento, o PDF fica disponível na sua lista de recursos. Você assina e protocola o recurso
        no órgão indicado na notificação.
      </p>
      <PayOptions onPay={onPay} disabled={blocked} />
      <div className="dialog__actions">
        {onReview ? (
          <Button variant="secondary" onClick={onReview}>
            Revisar dados
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onLater}>
          Pagar Mais Tarde
        </Button>
      </div>
    </div>
  );
}
