import { assessmentsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/queries.ts';
import { afterAssessmentChange } from '../queries.ts';
import type { useDraft } from './useDraft.ts';

type Draft = Pick<ReturnType<typeof useDraft>, 'sync' | 'discardLocal'>;

/**
 * Submitting a draft: the last changes go to the server first (a save that fails stops here, the sync
 * status says why), then the server scores it; once submitted the local copy has no further use.
 * The record read again as submitted closes the form before the write settles, and callbacks given to
 * `mutate` do not run once their component is gone: hence `mutateAsync` (a refusal is toasted by
 * useApiMutation).
 */
export function useSubmitAssessment(id: number, draft: Draft, onSubmitted: () => void) {
  const submit = useApiMutation(assessmentsRoutes.submit, { invalidates: afterAssessmentChange });
  const [saving, setSaving] = useState(false);

  const run = async () => {
    setSaving(true);
    const saved = await draft.sync().finally(() => setSaving(false));
    if (!saved) return;
    try {
      await submit.mutateAsync({ params: { id } });
    } catch {
      return;
    }
    draft.discardLocal();
    onSubmitted();
  };

  return { submit: run, busy: saving || submit.isPending };
}
