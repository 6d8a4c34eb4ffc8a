/** The create-appeal dialog of a list screen: `open(type)` shows it; a generated appeal joins the lists at once. */
import { useState } from 'react';
import { type AppealView, useAppealCreated } from './api';
import { CreateAppealDialog } from './CreateAppealDialog';

export function useCreateAppeal() {
  const created = useAppealCreated();
  const [creating, setCreating] = useState<AppealView['type'] | null>(null);
  const type = creating ?? 'traffic';
  const dialog = (
    <CreateAppealDialog
      open={creating !== null}
      initialType={type}
      onClose={() => setCreating(null)}
      onAppealGenerated={(id) => created({ id, type })}
    />
  );
  return { open: setCreating, dialog };
}
