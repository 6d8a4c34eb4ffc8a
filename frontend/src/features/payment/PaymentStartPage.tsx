/**
 * /resources?payAppeal={id}&method={PIX|CREDIT_CARD} (SPEC §2, §4, §5): the payer form, prefilled from the
 * appeal; then (for an expired payment) the reset to pending with its 500 ms wait, the checkout, the 60 s
 * `justInitiatedPayment` cookie and the redirect to the provider's page.
 */
import { APPEAL_PRICES, PAYABLE_STATUSES, type PaymentMethod } from '@recurso/core/appeal';
import { isValidCpf } from '@recurso/core/cpf';
import { maskCpf, unmaskCpf } from '@recurso/core/masks';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Lock, QrCode } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { ApiError } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { readPaymentCookie, setPaymentCookie } from '../../lib/cookies';
import { appealTypeLabel, formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';
import { createCheckout, getAppeal, resetExpiredPayment } from '../appeals/api';
import { EXPIRED_RESET_WAIT_MS, PAY_TEXT, PAYMENT_MESSAGES } from './messages';

const METHODS: Record<PaymentMethod, string> = { PIX: 'PIX', CREDIT_CARD: 'Cartão de Crédito' };
const isMethod = (m: string | null): m is PaymentMethod => m === 'PIX' || m === 'CREDIT_CARD';

export interface PayerErrors {
  name?: string;
  cpf?: string;
}

/** SPEC §5 payer rules. */
export function validatePayer(name: string, cpf: string): PayerErrors {
  const errors: PayerErrors = {};
  if (!name.trim()) errors.name = PAYMENT_MESSAGES.nameRequired;
  if (!cpf.trim()) errors.cpf = PAYMENT_MESSAGES.cpfRequired;
  else if (!isValidCpf(cpf)) errors.cpf = PAYMENT_MESSAGES.cpfInvalid;
  return errors;
}

function startError(err: unknown): string {
  if (err instanceof ApiError)
    return PAY_TEXT.startFailed(err.body?.error ?? err.body?.message ?? 'Erro desconhecido');
  return PAY_TEXT.startFailed(err instanceof Error && err.message ? err.message : 'Erro desconhecido');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function PaymentStartPage({
  redirect = (url: string) => window.location.assign(url),
}: {
  redirect?(url: string): void;
}) {
  usePageTitle('Pagamento');
  const api = useApi();
  const toast = useToast();
  const [params] = useSearchParams();
  const appealId = params.get('payAppeal') ?? '';
  const methodParam = params.get('method');
  const method: PaymentMethod | null = isMethod(methodParam) ? methodParam : null;

  const appeal = useQuery({
    queryKey: ['appeal', appealId],
    enabled: Boolean(appealId && method),
    queryFn: () => getAppeal(api, appealId),
  });
  const [name, setName] = useState<string | null>(null);
  const [cpf, setCpf] = useState<string | null>(null);
  const [errors, setErrors] = useState<PayerErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const recentlyStarted = readPaymentCookie() === appealId;

  if (!appealId || !method) {
    return (
      <div className="page page-narrow">
        <Alert kind="error">{PAY_TEXT.badLink}</Alert>
        <Link className="btn btn--primary btn--md" to={paths.dashboard}>
          {PAY_TEXT.seeAppeals}
        </Link>
      </div>
    );
  }
  if (appeal.isPending) {
    return (
      <div className="loading-screen" role="status">
        <Spinner size={28} />
        <p>Carregando...</p>
      </div>
    );
  }
  if (appeal.isError || !appeal.data) {
    const msg =
      appeal.error instanceof ApiError
        ? (appeal.error.body?.error ?? PAY_TEXT.loadFailed)
        : PAY_TEXT.loadFailed;
    return (
      <div className="page page-narrow">
        <Alert kind="error">{msg}</Alert>
        <Link className="btn btn--primary btn--md" to={paths.dashboard}>
          {PAY_TEXT.seeAppeals}
        </Link>
      </div>
    );
  }

  const a = appeal.data;
  const price = a.value ?? 0;
  const eligibility =
    !a.id || !(price > 0)
      ? PAYMENT_MESSAGES.invalidAppealData
      : !PAYABLE_STATUSES.includes(a.status as never)
        ? PAYMENT_MESSAGES.notPayable(String(a.status))
        : '';
  const nameValue = name ?? a.userName ?? '';
  const cpfValue = cpf ?? maskCpf(a.userDocument ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const found = validatePayer(nameValue, cpfValue);
    setErrors(found);
    if (found.name || found.cpf) {
      toast.show('error', PAY_TEXT.fixErrors);
      return;
    }
    setBusy(true);
    try {
      if (a.status === 'expired_payment') {
        try {
          await resetExpiredPayment(api, a.id);
        } catch (err) {
          console.warn('Não foi possível reativar o pagamento expirado; seguindo.', err);
        }
        await sleep(EXPIRED_RESET_WAIT_MS);
      }
      const res = await createCheckout(api, {
        appealId: a.id,
        paymentMethod: method,
        customerName: nameValue.trim(),
        customerCpf: unmaskCpf(cpfValue),
      });
      if (!res?.url) {
        setFailure(PAY_TEXT.noUrl);
        setBusy(false);
        return;
      }
      setPaymentCookie(a.id);
      redirect(res.url);
    } catch (err) {
      setFailure(startError(err));
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <section className="card pay-card" aria-labelledby="pagar">
        <h2 id="pagar" className="h3">
          {method === 'PIX' ? (
            <QrCode size={22} aria-hidden="true" />
          ) : (
            <CreditCard size={22} aria-hidden="true" />
          )}{' '}
          Pagar com {METHODS[method]}
        </h2>
        <dl className="pay-summary">
          <div>
            <dt>Recurso</dt>
            <dd>
              {appealTypeLabel(a.type)}
              {a.code ? ` · ${a.code}` : ''}
            </dd>
          </div>
          <div>
            <dt>Valor</dt>
            <dd className="pay-summary__price">{formatMoney(price || APPEAL_PRICES[a.type])}</dd>
          </div>
        </dl>
        <p className="small muted">
          Você recebe o recurso em PDF, pronto para assinar e protocolar no órgão indicado na notificação.
        </p>
        {recentlyStarted ? <Alert kind="info">{PAY_TEXT.recentlyStarted}</Alert> : null}
        {eligibility ? <Alert kind="error">{eligibility}</Alert> : null}
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        {!eligibility ? (
          <form onSubmit={submit} noValidate>
            <h3 className="h4">Dados do pagador</h3>
            <TextField
              label="Nome completo"
              autoComplete="name"
              maxLength={120}
              value={nameValue}
              error={errors.name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="CPF"
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={14}
              value={cpfValue}
              error={errors.cpf}
              onChange={(e) => setCpf(maskCpf(e.target.value))}
            />
            <Button type="submit" size="lg" block busy={busy} variant="success">
              Ir para o pagamento
            </Button>
            <p className="small muted secure-note">
              <Lock size={14} aria-hidden="true" /> Você será levado ao ambiente seguro do Asaas para concluir
              o pagamento.
            </p>
          </form>
        ) : (
          <Link className="btn btn--secondary btn--md" to={paths.dashboard}>
            {PAY_TEXT.seeAppeals}
          </Link>
        )}
      </section>
    </div>
  );
}
