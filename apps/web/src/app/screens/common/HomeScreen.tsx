import { useQueryClient } from '@tanstack/react-query';
import { SearchOutline, TextOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { PullRefresh } from '../../../features/common/components/PullRefresh.tsx';
import { type QuickEntry, QuickEntryGrid } from '../../../features/common/components/QuickEntryGrid.tsx';
import { HOME_ENTRIES } from '../../../features/common/homeEntries.tsx';
import { useAfterFirstPaint } from '../../../features/common/hooks/useAfterFirstPaint.ts';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { HomeBanners } from '../../../features/social-services/components/HomeBanners.tsx';
import { HomeCatalog } from '../../../features/social-services/components/HomeCatalog.tsx';
import { MyRequestsCard } from '../../../features/social-services/components/MyRequestsCard.tsx';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { setElderMode, useElderMode } from '../../../lib/preferences.ts';
import { ElderHome } from './ElderHome.tsx';
import { ElderOffer } from './ElderOffer.tsx';
import '../../../features/social-services/socialServices.css';

/**
 * Entry page '/' (docs/product.md "Screens and routes"): 'service information query', pull-down refresh,
 * custom navigation. In elder mode the simpler elder home takes its place.
 */
export default function HomeScreen() {
  const elder = useElderMode();
  return elder ? <ElderHome /> : <StandardHome />;
}

function StandardHome() {
  const { t } = useTranslation();
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const [search, setSearch] = useState('');
  // Below the first view: rendered once the top (with the banner, the page's largest picture) has painted.
  const belowFirstView = useAfterFirstPaint();

  const entries: QuickEntry[] = useMemo(
    () =>
      HOME_ENTRIES.map((entry) => ({
        key: entry.key,
        label: t(entry.labelKey),
        icon: entry.icon,
        onOpen: () => {
          const open = () => go(entry.path, entry.tab ? { replace: true } : undefined);
          if (entry.requiresLogin) requireLogin(open);
          else open();
        },
      })),
    [t, go, requireLogin],
  );
  // The search box looks for service projects; the entries stay whole.
  const shown = entries;
  const searchProjects = () =>
    go(withQuery(paths.socialServicesProjects, { keyword: search.trim() || undefined }));
  const name = profile?.nickName || profile?.userName;

  return (
    <div className="home">
      <PageHeader title={t('home.title')} back={false} />
      <PullRefresh onRefresh={() => queryClient.invalidateQueries()}>
        <div className="home__content">
          <ElderOffer />
          <section className="hero" aria-labelledby="home-greeting">
            <p className="hero__eyebrow">{t('appName')}</p>
            <h2 className="hero__title" id="home-greeting" data-testid="home-greeting">
              {name ? t('home.greetingNamed', { name }) : t('home.greeting')}
            </h2>
            <p className="hero__text">{t('home.intro')}</p>
            <div className="hero__actions">
              {!profile && (
                <button type="button" className="hero__action" onClick={() => go(paths.waitLogin)}>
                  {t('home.loginCta')}
                </button>
              )}
              {/* The elder-mode entry, always in the same place at the top of home. */}
              <button
                type="button"
                className="hero__action hero__action--outline"
                onClick={() => setElderMode(true)}
                data-testid="home-elder-mode"
              >
                <TextOutline aria-hidden="true" /> {t('elder.switchOn')}
              </button>
            </div>
          </section>
          <form
            className="search-box"
            onSubmit={(event) => {
              event.preventDefault();
              searchProjects();
            }}
          >
            <SearchOutline className="search-box__icon" aria-hidden="true" />
            <input
              type="search"
              className="search-box__input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('home.searchPlaceholder')}
              aria-label={t('home.searchLabel')}
              enterKeyHint="search"
              data-testid="home-search"
            />
          </form>
          <HomeBanners />
          {belowFirstView && (
            <>
              <MyRequestsCard />
              <h2 className="section-title">{t('home.entriesTitle')}</h2>
              {shown.length > 0 ? (
                <QuickEntryGrid entries={shown} label={t('home.entriesTitle')} />
              ) : (
                <EmptyState title={t('home.noMatch')} />
              )}
              <HomeCatalog />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
}
