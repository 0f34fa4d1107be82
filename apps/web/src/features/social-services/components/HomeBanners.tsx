import { type Banner, isInAppPath } from '@linli/contracts';
import { PlayOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, webviewPath, withQuery } from '../../../lib/paths.ts';
import { useReducedMotion } from '../../../lib/reducedMotion.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useHomeSummary } from '../hooks/useHomeSummary.ts';

const ROTATE_MS = 5000;

function targetOf(banner: Banner): string | undefined {
  if (banner.linkType === 'news') return withQuery(paths.newsDetail, { id: banner.linkTarget });
  if (banner.linkType === 'project')
    return withQuery(paths.socialServicesProjectDetail, { id: banner.linkTarget });
  // An in-app path (contracts isInAppPath) opens its screen; an http(s) address opens in the webview.
  if (banner.linkType === 'url' && isInAppPath(banner.linkTarget)) return banner.linkTarget;
  if (banner.linkType === 'url') return webviewPath(banner.linkTarget, banner.title);
  return undefined;
}

/**
 * The entry page carousel: one picture at a time, dots to choose, titles always in words. It turns by itself
 * only while nobody touches, hovers or focuses it, never under prefers-reduced-motion, and a button stops it
 * for good (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function HomeBanners() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const { data } = useHomeSummary();
  const banners = data?.banners ?? [];
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = banners.length > 1 && !reducedMotion && !stopped && !held;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, banners.length]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  if (banners.length === 0) return null;
  const current = banners[index % banners.length] as Banner;
  const target = targetOf(current);
  return (
    <section
      className="ss-banner"
      aria-label={t('home.banners')}
      data-testid="home-banners"
      data-rotating={rotating}
      onPointerEnter={hold}
      onPointerDown={hold}
      onPointerLeave={release}
      onPointerCancel={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onFocus={hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release();
      }}
    >
      <button
        type="button"
        className="ss-banner__slide"
        onClick={() => target && go(target)}
        disabled={!target}
      >
        {/* The title is the picture's alternative text; the caption shows it to the eye only, so a screen
            reader says it once. */}
        {/* The entry page's largest picture (its LCP element): fetched ahead of the pictures below it. */}
        <img src={current.image} alt={current.title} className="ss-banner__image" fetchPriority="high" />
        <span className="ss-banner__title" aria-hidden="true">
          {current.title}
        </span>
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
          {!reducedMotion && (
            <button
              type="button"
              className="kit-round-button ss-banner__toggle"
              aria-label={stopped ? t('home.play') : t('home.pause')}
              aria-pressed={stopped}
              onClick={() => setStopped((s) => !s)}
              data-testid="home-banners-toggle"
            >
              {stopped ? (
                <PlayOutline aria-hidden="true" />
              ) : (
                <span className="ss-banner__pause" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
