import { assessmentsRoutes, type RouteInput, type ServedPerson } from '@linli/contracts';
import { useApiMutation } from '../../../lib/queries.ts';
import { prefillFromPerson } from '../basicInfoModel.ts';
import { afterAssessmentChange } from '../queries.ts';

type StartBody = RouteInput<typeof assessmentsRoutes.create>['body'];

/**
 * Starting an assessment: the draft, then for elderly ability from a person file, Appendix A.2 (and the A.3
 * contact) filled in from the file for the assessor to check on the form. The draft is theirs either way,
 * so the form opens even when the prefill is refused (the refusal is toasted by useApiMutation).
 */
export function useStartAssessment(onStarted: (id: number) => void) {
  const create = useApiMutation(assessmentsRoutes.create, { invalidates: afterAssessmentChange });
  const prefill = useApiMutation(assessmentsRoutes.save);
  const busy = create.isPending || prefill.isPending;

  const start = (body: StartBody, person: ServedPerson | undefined) => {
    // A second tap while the first is on its way would start two drafts.
    if (busy) return;
    create.mutate(
      { body },
      {
        onSuccess: ({ data }) => {
          if (!person || body.type !== 'elderly-ability') return onStarted(data.id);
          prefill.mutate(
            { params: { id: data.id }, body: { basicInfo: prefillFromPerson(person) } },
            { onSettled: () => onStarted(data.id) },
          );
        },
      },
    );
  };

  return { start, busy };
}
