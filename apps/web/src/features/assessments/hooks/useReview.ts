import { assessmentsRoutes } from '@linli/contracts';
import { useApiMutation } from '../../../lib/queries.ts';
import { afterAssessmentChange } from '../queries.ts';

/**
 * The reviewer's decision: approve (comment optional) or return with a comment. The record read again as
 * reviewed closes the review panel before the write settles, and callbacks given to `mutate` do not run
 * once their component is gone: hence `mutateAsync` (a refusal is toasted by useApiMutation).
 */
export function useReview(id: number, onDecided: (approved: boolean) => void) {
  const approval = useApiMutation(assessmentsRoutes.approve, { invalidates: afterAssessmentChange });
  const giveBack = useApiMutation(assessmentsRoutes.returnForChanges, { invalidates: afterAssessmentChange });

  const decide = async (approve: boolean, comment: string) => {
    const written = approve
      ? approval.mutateAsync({ params: { id }, body: comment ? { comment } : {} })
      : giveBack.mutateAsync({ params: { id }, body: { comment } });
    try {
      await written;
    } catch {
      return;
    }
    onDecided(approve);
  };

  return { decide, busy: approval.isPending || giveBack.isPending };
}
