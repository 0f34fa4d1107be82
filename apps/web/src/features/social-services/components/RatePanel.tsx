import {
  type ApplicationDetail,
  DEMAND_DESCRIPTION_MAX,
  RATING_MAX,
  socialServicesRoutes,
} from '@linli/contracts';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { afterApplicationChange } from '../queries.ts';
import { settle } from '../writes.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** Rate a completed service once: 1–5 stars (each a labelled button) and an optional comment. */
export function RatePanel({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('socialServices');
  const rate = useApiMutation(socialServicesRoutes.rate, {
    showsRefusal: true,
    invalidates: afterApplicationChange,
  });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();

  if (detail.rating !== null) {
    return (
      <section className="kit-card ss-card" data-testid="rating-shown">
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
    const body = { rating, ...(comment.trim() ? { ratingComment: comment.trim() } : {}) };
    const sent = await settle(rate.mutateAsync({ params: { id: detail.id }, body }));
    if (!sent.ok) {
      if (sent.refusal.message) setError(sent.refusal.message);
      return;
    }
    toast(t('rate.thanks'));
  };

  return (
    <section className="kit-card ss-card" aria-labelledby="rate-title" data-testid="rate-panel">
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
      <FieldError error={error} />
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
