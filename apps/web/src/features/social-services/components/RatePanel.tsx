import { type ApplicationDetail, DEMAND_DESCRIPTION_MAX, RATING_MAX } from '@linli/contracts';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { shfwApi } from '../api/socialServicesApi.ts';
import { TextAreaField } from './FormFields.tsx';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** Rate a completed service once: 1–5 stars (each a labelled button) and an optional comment. */
export function RatePanel({ detail, onDone }: { detail: ApplicationDetail; onDone: () => void }) {
  const { t } = useTranslation('socialServices');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();

  if (detail.rating !== null) {
    return (
      <section className="ss-card" data-testid="rating-shown">
        <h2>{t('detail.rating')}</h2>
        <div className="ss-stars" role="img" aria-label={t('rate.stars', { count: detail.rating })}>
          {STARS.map((n) => (
            <span key={n} className="ss-star" aria-hidden="true">
              {n <= (detail.rating ?? 0) ? <StarFill /> : <StarOutline />}
            </span>
          ))}
        </div>
        {detail.ratingComment && <p className="ss-prose">{detail.ratingComment}</p>}
      </section>
    );
  }
  if (!detail.canRate) return null;

  const submit = async () => {
    if (rating < 1) {
      setError(t('rate.pick'));
      return;
    }
    const result = await shfwApi.rate(detail.id, {
      rating,
      ...(comment.trim() ? { ratingComment: comment.trim() } : {}),
    });
    if (!result) return;
    if (result.code !== 200) {
      setError(result.msg);
      return;
    }
    toast(t('rate.thanks'));
    onDone();
  };

  return (
    <section className="ss-card" aria-labelledby="rate-title" data-testid="rate-panel">
      <h2 id="rate-title">{t('rate.title')}</h2>
      <div className="ss-stars" role="radiogroup" aria-label={t('rate.title')}>
        {STARS.map((n) => (
          // biome-ignore lint/a11y/useSemanticElements: a star row reads better as buttons with radio semantics
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('rate.stars', { count: n })}
            className="ss-star"
            onClick={() => setRating(n)}
            data-testid={`rate-star-${n}`}
          >
            {n <= rating ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
          </button>
        ))}
      </div>
      <TextAreaField
        label={t('rate.comment')}
        value={comment}
        max={DEMAND_DESCRIPTION_MAX}
        onChange={setComment}
        testId="rate-comment"
      />
      {error && (
        <p className="field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <button
        type="button"
        className="ss-button ss-button--block"
        onClick={() => void submit()}
        data-testid="rate-submit"
      >
        {t('rate.submit')}
      </button>
    </section>
  );
}
