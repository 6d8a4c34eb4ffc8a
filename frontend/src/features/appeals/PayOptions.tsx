/** 'Pagar com PIX' and 'Pagar com Cartão de Crédito' (SPEC §2): the two buttons every pay step shows. */
import type { PaymentMethod } from '@recurso/core/appeal';
import { CreditCard, QrCode } from 'lucide-react';

export function PayOptions({ onPay, disabled }: { onPay(method: PaymentMethod): void; disabled?: boolean }) {
  return (
    <div className="pay-options">
      <button type="button" className="pay-option" onClick={() => onPay('PIX')} disabled={disabled}>
        <QrCode size={24} aria-hidden="true" />
        <span>Pagar com PIX</span>
      </button>
      <button type="button" className="pay-option" onClick={() => onPay('CREDIT_CARD')} disabled={disabled}>
        <CreditCard size={24} aria-hidden="true" />
        <span>Pagar com Cartão de Crédito</span>
      </button>
    </div>
  );
}
