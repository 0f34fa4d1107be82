import { type GroupApplication, type GroupReviewBody, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { REVIEW_NOTE_MAX, reviewError, toReviewBody } from '../groupValidation.ts';
import { afterGroupApplicationChange } from '../queries.ts';
import { settle } from '../writes.ts';

type Decision = GroupReviewBody['decision'];

/** Staff review of a pending group/skill application: approve, or reject with the reason the resident sees. */
export function GroupReviewPanel({ item }: { item: GroupApplication }) {
  const { t } = useTranslation('socialServices');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const testId = `review-${item.id}`;
  const review = useApiMutation(socialServicesRoutes.reviewGroupApplication, {
    showsRefusal: true,
    invalidates: afterGroupApplicationChange,
  });

  const decide = async (decision: Decision) => {
    const problem = reviewError(t, decision, note);
    setError(problem);
    if (problem) return;
    const body = toReviewBody(decision, note);
    const sent = await settle(review.mutateAsync({ params: { id: item.id }, body }));
    if (!sent.ok) {
      if (sent.refusal.message) setError(sent.refusal.message);
      return;
    }
    toast(t('group.reviewed'));
    setNote('');
  };

  return (
    <div className="ss-group-review" data-testid={testId}>
      <TextAreaField
        label={t('group.reviewNote')}
        value={note}
        max={REVIEW_NOTE_MAX}
        onChange={setNote}
        error={error}
        testId={`${testId}-note`}
      />
      <div className="ss-actions">
        <button
          type="button"
          className="ss-button"
          onClick={() => void decide('approved')}
          data-testid={`${testId}-approve`}
        >
          {t('group.approve')}
        </button>
        <button
          type="button"
          className="ss-button ss-button--danger"
          onClick={() => void decide('rejected')}
          data-testid={`${testId}-reject`}
        >
          {t('group.reject')}
        </button>
      </div>
    </div>
  );
}
