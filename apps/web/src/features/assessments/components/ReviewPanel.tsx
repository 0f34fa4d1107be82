import { ResultCode } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { assessmentKeys, assessmentsApi } from '../api/assessmentsApi.ts';

/** The reviewer's decision on a submitted assessment: approve, or return with a comment. */
export function ReviewPanel({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('assessments');
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (approve: boolean) => {
    const text = comment.trim();
    if (!approve && !text) return toast(t('review.commentRequired'));
    setBusy(true);
    const result = approve
      ? await assessmentsApi.approve(id, text || undefined)
      : await assessmentsApi.returnForChanges(id, text);
    setBusy(false);
    if (!result) return;
    if (result.code !== ResultCode.OK) return toast(result.msg);
    toast(approve ? t('review.approved') : t('review.returned'));
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    onDone();
  };

  return (
    <section className="card as-card as-review" data-testid="review-panel">
      <h2 className="as-card__title">{t('review.title')}</h2>
      <label className="field">
        <span className="field__label">{t('review.comment')}</span>
        <textarea
          className="field__input as-review__comment"
          value={comment}
          maxLength={500}
          rows={3}
          placeholder={t('review.commentPlaceholder')}
          onChange={(event) => setComment(event.target.value)}
          data-testid="review-comment"
        />
      </label>
      <div className="as-actions">
        <button
          type="button"
          className="as-button as-button--primary"
          disabled={busy}
          onClick={() => void decide(true)}
          data-testid="review-approve"
        >
          {t('review.approve')}
        </button>
        <button
          type="button"
          className="as-button"
          disabled={busy}
          onClick={() => void decide(false)}
          data-testid="review-return"
        >
          {t('review.return')}
        </button>
      </div>
    </section>
  );
}
