/**
 * What the appeal lists add after the appeal: the 'Prazo' column, the 'Acompanhar' row action and the
 * three dialogs (follow-up, deadline, driver identification). A link with `?acompanhar=<id>` (the
 * reminder e-mails) opens that appeal's follow-up.
 */
import { FOLLOW_UP_QUERY } from '@recurso/core/follow-up';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import type { Column } from '../../components/ui/DataTable';
import { type AppealView, useAppealCreated } from '../appeals/api';
import { CreateAppealDialog } from '../appeals/CreateAppealDialog';
import { DeadlineCell } from './DeadlineCell';
import { DeadlineDialog } from './DeadlineDialog';
import { DriverIdentificationDialog } from './DriverIdentificationDialog';
import { FollowUpDialog } from './FollowUpDialog';

/** Statuses with something to follow: generated (deadline), paid (filing), filed or decided. */
const FOLLOWABLE = new Set([
  'pending_payment',
  'expired_payment',
  'paid',
  'analyzing',
  'filed',
  'approved',
  'rejected',
  'no_response',
]);

export function useFollowUpActions() {
  const [params, setParams] = useSearchParams();
  const [following, setFollowing] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<{ id: string; current?: string } | null>(null);
  const [identifying, setIdentifying] = useState<string | null>(null);
  // "Recorrer ao CETRAN": the refused appeal whose second instance is being created
  const [appealing, setAppealing] = useState<string | null>(null);
  // After a refused defesa prévia (or suspension defence): a new appeal with the next notice
  const [nextOf, setNextOf] = useState<{ type: AppealView['type'] } | null>(null);
  const created = useAppealCreated();
  const now = new Date();

  const linked = params.get(FOLLOW_UP_QUERY);
  useEffect(() => {
    if (linked) setFollowing(linked);
  }, [linked]);

  const close = () => {
    setFollowing(null);
    if (linked) {
      params.delete(FOLLOW_UP_QUERY);
      setParams(params, { replace: true });
    }
  };

  const column: Column<AppealView> = {
    header: 'Prazo',
    cell: (a) => (
      <DeadlineCell
        appeal={a}
        now={now}
        onSetDeadline={(row) => setDeadline({ id: row.id, current: row.followUp?.deadline })}
      />
    ),
  };

  const action = (a: AppealView): ReactNode => (
    <>
      {FOLLOWABLE.has(a.status) ? (
        <Button size="sm" variant="secondary" onClick={() => setFollowing(a.id)}>
          Acompanhar
        </Button>
      ) : null}
      {/* the notice is an autuação of an infraction of whoever drove: offered right on the row */}
      {a.followUp?.driverIdentification === 'offered' ? (
        <Button size="sm" variant="ghost" onClick={() => setIdentifying(a.id)}>
          Indicar condutor
        </Button>
      ) : null}
    </>
  );

  const dialogs: ReactNode = (
    <>
      <FollowUpDialog
        appealId={deadline || identifying || appealing ? null : following}
        onClose={close}
        onSetDeadline={(id, current) => setDeadline({ id, current })}
        onIdentifyDriver={(id) => setIdentifying(id)}
        onSecondInstance={(id) => {
          setAppealing(id);
          close();
        }}
        onNextAppeal={(type) => {
          setNextOf({ type });
          close();
        }}
      />
      <CreateAppealDialog
        open={nextOf !== null}
        initialType={nextOf?.type ?? 'traffic'}
        onClose={() => setNextOf(null)}
        onAppealGenerated={(id) => created({ id, type: nextOf?.type ?? 'traffic' })}
      />
      <CreateAppealDialog
        open={appealing !== null}
        secondInstanceOf={appealing ?? undefined}
        onClose={() => setAppealing(null)}
        onAppealGenerated={(id) => created({ id, type: 'traffic' })}
      />
      <DeadlineDialog
        key={deadline?.id ?? 'none'}
        appealId={deadline?.id ?? null}
        current={deadline?.current}
        onClose={() => setDeadline(null)}
      />
      <DriverIdentificationDialog appealId={identifying} onClose={() => setIdentifying(null)} />
    </>
  );
  return { column, action, dialogs, open: setFollowing, identify: setIdentifying };
}
