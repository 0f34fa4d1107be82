import { APP_VERSION, APP_VERSION_CODE, PLATFORM_VERSION } from '@linli/contracts';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useAppInfo } from '../../../features/common/hooks/useAppInfo.ts';

/**
 * docs/product.md "Languages and version": both version readings, the contact phone and address (from the
 * server's configuration).
 */
export default function AboutScreen() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const { data: info } = useAppInfo();
  const platformName = info?.platformName ?? t('about.platformName');
  return (
    <>
      <PageHeader title={t('about.title')} />
      <div className="about">
        <img className="about__logo" src="./icons/icon-192.png" alt="" width={88} height={88} />
        <h2 className="about__name">{tc('appName')}</h2>
        <p className="about__platform" data-testid="about-platform">
          {platformName} {info?.platformVersion ?? PLATFORM_VERSION}
        </p>
        <List mode="card" className="cells">
          <List.Item
            extra={`${info?.appVersion ?? APP_VERSION} (${info?.appVersionCode ?? APP_VERSION_CODE})`}
          >
            {t('about.appVersion')}
          </List.Item>
          <List.Item
            extra={info?.contactPhone ? <a href={`tel:${info.contactPhone}`}>{info.contactPhone}</a> : '—'}
          >
            {t('about.phone')}
          </List.Item>
          <List.Item description={info?.contactAddress || '—'}>{t('about.address')}</List.Item>
        </List>
        <p className="hint">{t('about.text')}</p>
      </div>
    </>
  );
}
