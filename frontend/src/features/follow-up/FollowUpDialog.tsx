/**
 * 'Acompanhar recurso': one appeal after it is written (issue 15). The deadline with the days left and
 * its reminders, "Como protocolar" (the same guidance as the PDF's first page), the filing, the
 * decision and, when it applies, the driver identification. Every action is offered only when the
 * server says it is allowed (`actions`).
 */
import type { AppealType } from '@recurso/core/appeal';
import { formatDate } from '@recurso/core/follow-up';
import { CalendarClock, FileCheck2, Gavel, Scale, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { useFollowUp } from './api';
import { FilingForm, OutcomeForm } from './FilingForms';

export const FOLLOW_UP_TEXT = {
  title: 'Acompanhar recurso',
  loadFailed: 'Não foi possível carregar o acompanhamento do recurso.',
  noDeadline: 'Prazo não informado.',
  setDeadline: 'Informar prazo',
  changeDeadline: 'Alterar prazo',
  remindersNext: (at: string) =>
    `Próximo lembrete por e-mail em ${new Date(at).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}. Lembretes: 7 dias antes, 2 dias antes e no dia.`,
  remindersNone: 'Nenhum lembrete de prazo pendente para este recurso.',
  guide: 'Como protocolar',
  identify: 'Indicar o condutor (grátis)',
  secondInstance: 'Segunda instância',
  appeal: 'Recorrer ao CETRAN',
  started: 'O recurso em segunda instância deste recurso já foi criado: ele está na sua lista de recursos.',
  isSecond: 'Este é o recurso em segunda instância de um recurso indeferido pela JARI.',
  nextStep: 'Próximo passo',
  nextAppeal: 'Criar recurso com a nova notificação',
} as const;

const TONE = {
  open: 'muted',
  soon: 'deadline--soon',
  today: 'deadline--today',
  overdue: 'deadline--overdue',
};

interface Props {
  appealId: string | null;
  onClose(): void;
  onSetDeadline(appealId: string, current?: string): void;
  onIdentifyDriver(appealId: string): void;
  /** "Recorrer ao CETRAN": opens the create dialog in second-instance mode for this appeal. */
  onSecondInstance(appealId: string): void;
  /** A refusal whose next step is a new appeal (a defesa prévia: the JARI, with the penalty notice). */
  onNextAppeal?(type: AppealType): void;
}

export function FollowUpDialog({
  appealId,
  onClose,
  onSetDeadline,
  onIdentifyDriver,
  onSecondInstance,
  onNextAppeal,
}: Props) {
  const query = useFollowUp(appealId);
  const [guideOpen, setGuideOpen] = useState(true);
  const v = query.data?.appealId === appealId ? query.data : undefined;

  return (
    <Dialog open={appealId !== null} onClose={onClose} title={FOLLOW_UP_TEXT.title} size="lg">
      {query.isError ? (
        <Alert kind="error">{errorMessage(query.error, FOLLOW_UP_TEXT.loadFailed)}</Alert>
      ) : null}
      {!v ? (
        query.isError ? null : (
          <p role="status">Carregando...</p>
        )
      ) : (
        <div className="follow-up stack">
          <div className="row">
            <StatusBadge status={v.status} />
            {v.filing ? (
              <span className="muted small">
                Protocolado em {formatDate(v.filing.filedOn)}
                {v.filing.protocolNumber ? ` · nº ${v.filing.protocolNumber}` : ''}
              </span>
            ) : null}
          </div>

          <section className="follow-up__block" aria-labelledby="fu-prazo">
            <h3 id="fu-prazo" className="follow-up__title">
              <CalendarClock size={18} aria-hidden="true" /> Prazo
            </h3>
            {v.deadline ? (
              <p className="follow-up__deadline">
                <strong>{formatDate(v.deadline.date)}</strong>{' '}
                {v.filing ? null : <span className={TONE[v.deadline.state]}>· {v.deadline.label}</span>}
                {v.deadline.source === 'driver' ? (
                  <span className="muted small"> (informado por você)</span>
                ) : null}
              </p>
            ) : (
              <p>{FOLLOW_UP_TEXT.noDeadline}</p>
            )}
            {!v.filing ? (
              <p className="muted small">
                {v.reminders.nextAt
                  ? FOLLOW_UP_TEXT.remindersNext(v.reminders.nextAt)
                  : FOLLOW_UP_TEXT.remindersNone}
              </p>
            ) : null}
            {v.actions.setDeadline ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onSetDeadline(v.appealId, v.deadline?.date)}
              >
                {v.deadline ? FOLLOW_UP_TEXT.changeDeadline : FOLLOW_UP_TEXT.setDeadline}
              </Button>
            ) : null}
          </section>

          <section className="follow-up__block" aria-labelledby="fu-guia">
            <h3 id="fu-guia" className="follow-up__title">
              <button
                type="button"
                className="follow-up__toggle"
                aria-expanded={guideOpen}
                onClick={() => setGuideOpen((o) => !o)}
              >
                {FOLLOW_UP_TEXT.guide}
              </button>
            </h3>
            {guideOpen ? (
              <div className="follow-up__guide">
                <p className="muted small">Também na primeira página do PDF. {v.guide.notice}</p>
                {v.guide.sections.map((s) => (
                  <div key={s.heading}>
                    <h4>{s.heading}</h4>
                    <ul>
                      {s.items.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : null}
          </section>

          <section className="follow-up__block" aria-labelledby="fu-protocolo">
            <h3 id="fu-protocolo" className="follow-up__title">
              <FileCheck2 size={18} aria-hidden="true" /> Protocolo
            </h3>
            <FilingForm view={v} />
          </section>

          <section className="follow-up__block" aria-labelledby="fu-decisao">
            <h3 id="fu-decisao" className="follow-up__title">
              <Gavel size={18} aria-hidden="true" /> Decisão
            </h3>
            <OutcomeForm view={v} />
          </section>

          {v.secondInstance.offered || v.secondInstance.appealId || v.secondInstance.firstAppealId ? (
            <section className="follow-up__block" aria-labelledby="fu-instancia">
              <h3 id="fu-instancia" className="follow-up__title">
                <Scale size={18} aria-hidden="true" /> {FOLLOW_UP_TEXT.secondInstance}
              </h3>
              {v.secondInstance.offered ? (
                <>
                  <p>{v.secondInstance.reason}</p>
                  <Button onClick={() => onSecondInstance(v.appealId)}>{FOLLOW_UP_TEXT.appeal}</Button>
                </>
              ) : (
                <p>{v.secondInstance.appealId ? FOLLOW_UP_TEXT.started : FOLLOW_UP_TEXT.isSecond}</p>
              )}
            </section>
          ) : v.outcome?.result === 'refused' ? (
            // Refused, and not for the CETRAN (a defesa prévia, a suspension defence): say what comes next.
            <section className="follow-up__block" aria-labelledby="fu-proximo">
              <h3 id="fu-proximo" className="follow-up__title">
                <Scale size={18} aria-hidden="true" /> {FOLLOW_UP_TEXT.nextStep}
              </h3>
              <p>{v.secondInstance.reason}</p>
              {onNextAppeal ? (
                <Button onClick={() => onNextAppeal(v.type)}>{FOLLOW_UP_TEXT.nextAppeal}</Button>
              ) : null}
            </section>
          ) : null}

          {v.driverIdentification.eligibility !== 'not_applicable' ? (
            <section className="follow-up__block" aria-labelledby="fu-condutor">
              <h3 id="fu-condutor" className="follow-up__title">
                <UserRoundCheck size={18} aria-hidden="true" /> Indicação do condutor
              </h3>
              <p>{v.driverIdentification.reason}</p>
              <Button variant="secondary" onClick={() => onIdentifyDriver(v.appealId)}>
                {FOLLOW_UP_TEXT.identify}
              </Button>
            </section>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
