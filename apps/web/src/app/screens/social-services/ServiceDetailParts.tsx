import { PhoneFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The picture at the top of a service or group page; without a cover, the icon of its kind. */
export function DetailCover({ cover, fallback }: { cover: string | null | undefined; fallback: ReactNode }) {
  return cover ? <img className="ss-hero-cover" src={cover} alt="" /> : fallback;
}

/** The contact line of a details list (`<dl>`): the number as a link the phone dials. */
export function ContactPhone({ phone, testId }: { phone: string; testId: string }) {
  const { t } = useTranslation('socialServices');
  return (
    <>
      <dt>{t('project.contact')}</dt>
      <dd>
        <a className="ss-link" href={`tel:${phone}`} data-testid={testId}>
          <PhoneFill aria-hidden="true" /> {t('project.call', { phone })}
        </a>
      </dd>
    </>
  );
}

/** The page's one action, kept at the foot of the screen; when it cannot be done, its label says why. */
export function StickyAction({
  enabled,
  label,
  onClick,
  testId,
}: {
  enabled: boolean;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <div className="ss-sticky">
      <button
        type="button"
        className="ss-button ss-button--block"
        disabled={!enabled}
        onClick={onClick}
        data-testid={testId}
      >
        {label}
      </button>
    </div>
  );
}
