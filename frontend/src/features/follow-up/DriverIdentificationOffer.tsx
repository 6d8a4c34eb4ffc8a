/**
 * The offer to name the real driver where an appeal has just been written (the create dialog, the
 * review step): shown when the notice is an autuação for an infraction the driver answers for.
 */
import type { FollowUpSummary } from '@recurso/core/follow-up';
import { UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DriverIdentificationDialog } from './DriverIdentificationDialog';

export const OFFER_TEXT = {
  question: 'Outra pessoa dirigia o veículo?',
  explain:
    'Esta é uma notificação de autuação de infração de quem dirigia: você pode indicar o condutor e a infração e os pontos passam para ele. Preparamos o formulário preenchido, grátis.',
  button: 'Indicar o condutor (grátis)',
} as const;

export function DriverIdentificationOffer({
  appealId,
  followUp,
}: {
  appealId: string | undefined;
  followUp: FollowUpSummary | undefined;
}) {
  const [open, setOpen] = useState(false);
  if (!appealId || followUp?.driverIdentification !== 'offered') return null;
  return (
    <div className="alert alert--info driver-offer">
      <p>
        <strong>{OFFER_TEXT.question}</strong> {OFFER_TEXT.explain}
      </p>
      <Button
        size="sm"
        variant="secondary"
        icon={<UserRoundCheck size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {OFFER_TEXT.button}
      </Button>
      <DriverIdentificationDialog appealId={open ? appealId : null} onClose={() => setOpen(false)} />
    </div>
  );
}
