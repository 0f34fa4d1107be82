import { BellOutline, CalendarOutline, ExclamationShieldOutline, PhoneFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useAppInfo } from '../../../features/common/hooks/useAppInfo.ts';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useRequireLogin } from '../../../features/common/hooks/useRequireLogin.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { paths } from '../../../lib/paths.ts';
import { setElderMode } from '../../../lib/preferences.ts';

interface Tile {
  key: string;
  label: string;
  hint: string;
  icon: ReactNode;
  path: string;
  tab?: boolean;
}

/**
 * The elder-mode home (长辈版, MIIT 适老化 规范 §4): only what older people use most — their services, a call
 * to the centre, their SOS devices and alerts — as large tiles, one per row, with nothing that moves or pops
 * up by itself. Key text is the 30 px `--ll-font-size-key`; every tile is far above the 60 × 60 px target.
 */
export function ElderHome() {
  const { t } = useTranslation();
  const go = useNavigateOnce();
  const requireLogin = useRequireLogin();
  const { profile } = useProfile();
  const { data: info } = useAppInfo();
  const name = profile?.nickName || profile?.userName;
  const phone = info?.contactPhone;

  const tiles: Tile[] = [
    {
      key: 'services',
      label: t('elder.services'),
      hint: t('elder.servicesHint'),
      icon: <CalendarOutline />,
      path: paths.socialServicesHistory,
    },
    {
      key: 'sos',
      label: t('elder.sos'),
      hint: t('elder.sosHint'),
      icon: <ExclamationShieldOutline />,
      path: paths.deviceList,
    },
    {
      key: 'alerts',
      label: t('elder.alerts'),
      hint: t('elder.alertsHint'),
      icon: <BellOutline />,
      path: paths.tabAlert,
      tab: true,
    },
  ];
  const open = (tile: Tile) =>
    requireLogin(() => go(tile.path, tile.tab ? { replace: true } : undefined), tile.path);

  return (
    <div className="elder-home" data-testid="elder-home">
      <PageHeader title={t('home.title')} back={false} />
      <section className="elder-home__hello" aria-labelledby="elder-greeting">
        <h2 className="elder-home__greeting" id="elder-greeting" data-testid="home-greeting">
          {name ? t('home.greetingNamed', { name }) : t('home.greeting')}
        </h2>
        {!profile && (
          <button type="button" className="elder-home__login" onClick={() => go(paths.waitLogin)}>
            {t('home.loginCta')}
          </button>
        )}
      </section>
      <nav aria-label={t('elder.tilesLabel')}>
        <ul className="elder-tiles">
          <li>
            {/* A real tel: link: the phone's own dialler, no extra step (SOS-style call for help). */}
            <a
              className="elder-tile elder-tile--call"
              href={phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined}
              aria-disabled={phone ? undefined : true}
              data-testid="elder-tile-call"
            >
              <span className="kit-icon-disc" aria-hidden="true">
                <PhoneFill />
              </span>
              <span className="elder-tile__text">
                <span className="elder-tile__label">{t('elder.call')}</span>
                <span className="elder-tile__hint">{phone ?? t('loading')}</span>
              </span>
            </a>
          </li>
          {tiles.map((tile) => (
            <li key={tile.key}>
              <button
                type="button"
                className="elder-tile"
                onClick={() => open(tile)}
                data-testid={`elder-tile-${tile.key}`}
              >
                <span className="kit-icon-disc" aria-hidden="true">
                  {tile.icon}
                </span>
                <span className="elder-tile__text">
                  <span className="elder-tile__label">{tile.label}</span>
                  <span className="elder-tile__hint">{tile.hint}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="wide-button elder-home__standard"
        onClick={() => setElderMode(false)}
        data-testid="home-standard-mode"
      >
        {t('elder.switchOff')}
      </button>
    </div>
  );
}
