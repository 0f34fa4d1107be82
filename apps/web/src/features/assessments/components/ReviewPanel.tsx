import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useReview } from '../hooks/useReview.ts';

/** The reviewer's decision on a submitted assessment: approve, or return with a comment. */
export function ReviewPanel({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('assessments');
  const [comment, setComment] = useState('');
  const { decide: review, busy } = useReview(id, (approved) => {
    toast(approved ? t('review.approved') : t('review.returned'));
    onDone();
  });

  const decide = (approve: boolean) => {
    const text = comment.trim();
    if (!approve && !text) return toast(t('review.commentRequired'));
    void review(approve, text);
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
          onClick={() => decide(true)}
          data-testid="review-approve"
        >
          {t('review.approve')}
        </button>
        <button
          type="button"
          className="as-button"
          disabled={busy}
          onClick={() => decide(false)}
          data-testid="review-return"
        >
          {t('review.return')}
        </button>
      </div>
    </section>
  );
}
