/**
 * From the facts to the written appeal, shared by the create dialog and "Revisar dados": load the facts
 * (GET /appeals/{id}/facts), send the driver's answers (POST), wait while the appeal is written, then
 * show it (GET /appeals/{id}: the preview before payment).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { type AppealView, chooseNotice, getAppeal, getAppealFacts, sendReview } from './api';
import { CREATE_TEXT, generationError, pollUntilReady } from './create-appeal';
import type { AppealFactsView, ReviewAnswer } from './fact-form';

export type ReviewPhase = 'idle' | 'loading' | 'review' | 'writing' | 'slow' | 'result' | 'failed';

export function useReviewFlow() {
  const api = useApi();
  const qc = useQueryClient();
  const [phase, setPhase] = useState<ReviewPhase>('idle');
  const [facts, setFacts] = useState<AppealFactsView | null>(null);
  const [appeal, setAppeal] = useState<AppealView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancelled = useRef(false);

  const reset = useCallback(() => {
    cancelled.current = false;
    setPhase('idle');
    setFacts(null);
    setAppeal(null);
    setBusy(false);
    setError('');
  }, []);
  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);

  const showResult = useCallback(
    async (id: string) => {
      setPhase('loading');
      const view = await getAppeal(api, id);
      // The lists stop polling once nothing is processing: the written appeal must replace its old row.
      void qc.invalidateQueries({ queryKey: ['appeals'] });
      if (cancelled.current) return;
      setAppeal(view);
      setPhase('result');
    },
    [api, qc],
  );

  const openReview = useCallback(
    async (id: string) => {
      setPhase('loading');
      setError('');
      try {
        const view = await getAppealFacts(api, id);
        if (cancelled.current) return;
        setFacts(view);
        setPhase('review');
      } catch (err) {
        if (cancelled.current) return;
        setError(generationError(err));
        setPhase('failed');
      }
    },
    [api],
  );

  const submit = useCallback(
    async (answers: ReviewAnswer[]) => {
      if (!facts) return;
      setError('');
      setBusy(true);
      try {
        await sendReview(api, facts.appealId, answers);
        setPhase('writing');
        const outcome = await pollUntilReady(api, facts.appealId, () => cancelled.current);
        if (!outcome || cancelled.current) return;
        if (outcome.kind === 'timeout') return setPhase('slow');
        if (outcome.kind === 'failed') throw new Error(outcome.reason);
        await showResult(facts.appealId);
      } catch (err) {
        if (cancelled.current) return;
        setError(generationError(err));
        setPhase('review');
      } finally {
        if (!cancelled.current) setBusy(false);
      }
    },
    [api, facts, showResult],
  );

  /** Several notices in the uploads: the driver's choice; the review goes on with that notice's facts. */
  const choose = useCallback(
    async (notice: number) => {
      if (!facts) return;
      setError('');
      setBusy(true);
      try {
        const view = await chooseNotice(api, facts.appealId, notice);
        if (!cancelled.current) setFacts(view);
      } catch (err) {
        if (!cancelled.current) setError(generationError(err));
      } finally {
        if (!cancelled.current) setBusy(false);
      }
    },
    [api, facts],
  );

  const fail = useCallback((message: string) => {
    if (cancelled.current) return;
    setError(message);
    setPhase('failed');
  }, []);

  return { phase, facts, appeal, busy, error, reset, cancel, fail, openReview, showResult, submit, choose };
}

export type ReviewFlow = ReturnType<typeof useReviewFlow>;
export const SLOW_TEXT = CREATE_TEXT.tooSlow;
