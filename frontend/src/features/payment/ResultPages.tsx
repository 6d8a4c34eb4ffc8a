/** Payment result pages (SPEC §2, §4): /pagamento/sucesso checks the status; cancelled and expired are static. */
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { paths } from '../../lib/paths';
import { PAY_TEXT } from './messages';
import type { PaymentStatus } from '../../lib/api-types';

type Result =
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'pending'; providerStatus?: string }
  | { state: 'error'; message: string };

/** While pending, re-check a few times: the provider's webhook may arrive a little after the redirect. */
export const RECHECK_MS = 5000;
export const RECHECK_TIMES = 6;

export function resultOf(r: PaymentStatus | null): Result {
  const status = r?.status;
  if (status === 'paid' || status === 'approved') return { state: 'success' };
  if (status === 'failed') return { state: 'error', message: PAY_TEXT.failedText };
  return { state: 'pending', providerStatus: r?.asaasStatus ?? undefined };
}

export function PaymentSuccessPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const appealId = params.get('appealId');
  const [result, setResult] = useState<Result>(
    appealId ? { state: 'loading' } : { state: 'error', message: PAY_TEXT.missingId },
  );
  const [checks, setChecks] = useState(0);

  const check = useCallback(async () => {
    if (!appealId) return;
    try {
      const r = await api.send<PaymentStatus>({
        method: 'POST',
        path: '/payment/public-check-status',
        body: { appealId },
      });
      setResult(resultOf(r));
    } catch (err) {
      const message = err instanceof ApiError ? (err.body?.message ?? err.body?.error) : undefined;
      setResult({ state: 'error', message: message ?? PAY_TEXT.checkFailed });
    } finally {
      setChecks((c) => c + 1);
    }
  }, [api, appealId]);

  useEffect(() => {
    void check();
  }, [check]);

  useEffect(() => {
    if (result.state !== 'pending' || checks >= RECHECK_TIMES) return;
    const t = setTimeout(check, RECHECK_MS);
    return () => clearTimeout(t);
  }, [result, checks, check]);

  return (
    <div className="container result-page">
      <section className="card result" aria-live="polite">
        {result.state === 'loading' ? (
          <>
            <Spinner size={40} />
            <h1>{PAY_TEXT.processing}</h1>
          </>
        ) : result.state === 'success' ? (
          <>
            <CheckCircle2 size={56} className="result__icon result__icon--ok" aria-hidden="true" />
            <h1>{PAY_TEXT.successTitle}</h1>
            <p>{PAY_TEXT.successText}</p>
            <p className="muted small">
              O PDF do recurso fica disponível na sua lista em instantes. Também enviaremos um e-mail.
            </p>
            <Link className="btn btn--primary btn--lg" to={paths.dashboard}>
              {PAY_TEXT.seeAppeals}
            </Link>
          </>
        ) : result.state === 'pending' ? (
          <>
            <Clock size={56} className="result__icon result__icon--wait" aria-hidden="true" />
            <h1>{PAY_TEXT.pendingTitle}</h1>
            <p>{PAY_TEXT.pendingText(result.providerStatus)}</p>
            <div className="row result__actions">
              <Button variant="secondary" onClick={check}>
                Verificar novamente
              </Button>
              <Link className="btn btn--primary btn--md" to={paths.dashboard}>
                {PAY_TEXT.seeAppeals}
              </Link>
            </div>
          </>
        ) : (
          <>
            <XCircle size={56} className="result__icon result__icon--bad" aria-hidden="true" />
            <h1>{PAY_TEXT.errorTitle}</h1>
            <p>{result.message}</p>
            <Link className="btn btn--primary btn--lg" to={paths.dashboard}>
              {PAY_TEXT.seeAppeals}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}

function StaticResult({ title, text, tone }: { title: string; text: string; tone: 'bad' | 'wait' }) {
  const Icon = tone === 'bad' ? XCircle : Clock;
  return (
    <div className="container result-page">
      <section className="card result">
        <Icon size={56} className={`result__icon result__icon--${tone}`} aria-hidden="true" />
        <h1>{title}</h1>
        <p>{text}</p>
        <Link className="btn btn--primary btn--lg" to={paths.dashboard}>
          {PAY_TEXT.seeAppeals}
        </Link>
      </section>
    </div>
  );
}

export const PaymentCancelledPage = () => (
  <StaticResult title={PAY_TEXT.cancelledTitle} text={PAY_TEXT.cancelledText} tone="bad" />
);
export const PaymentExpiredPage = () => (
  <StaticResult title={PAY_TEXT.expiredTitle} text={PAY_TEXT.expiredText} tone="wait" />
);
