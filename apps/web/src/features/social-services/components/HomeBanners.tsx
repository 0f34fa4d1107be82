import type { Banner } from '@linli/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, webviewPath, withQuery } from '../../../app/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useHomeSummary } from '../hooks/useHomeSummary.ts';

const ROTATE_MS = 5000;

function targetOf(banner: Banner): string | undefined {
  if (banner.linkType === 'news') return withQuery(paths.newsDetail, { id: banner.linkTarget });
  if (banner.linkType === 'project') return withQuery(paths.shfwProjectDetail, { id: banner.linkTarget });
  if (banner.linkType === 'url') return webviewPath(banner.linkTarget, banner.title);
  return undefined;
}

/** The entry page carousel: one picture at a time, dots to choose, titles always in words. */
export function HomeBanners() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const { data } = useHomeSummary();
  const banners = data?.banners ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [banners.length]);
  if (banners.length === 0) return null;
  const current = banners[index % banners.length] as Banner;
  const target = targetOf(current);
  return (
    <section className="ss-banner" aria-label={t('home.banners')} data-testid="home-banners">
      <button
        type="button"
        className="ss-banner__slide"
        onClick={() => target && go(target)}
        disabled={!target}
      >
        <img src={current.image} alt="" className="ss-banner__image" />
        <span className="ss-banner__title">{current.title}</span>
      </button>
      {banners.length > 1 && (
        <div className="ss-banner__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`ss-banner__dot${i === index ? ' ss-banner__dot--on' : ''}`}
              aria-label={b.title}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
