import type { ApplicationStatus } from '@linli/contracts';
import {
  CalendarOutline,
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  HeartOutline,
  MinusCircleOutline,
  SendOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ApplicationStatus, ReactNode> = {
  submitted: <SendOutline />,
  accepted: <ClockCircleOutline />,
  scheduled: <CalendarOutline />,
  in_service: <HeartOutline />,
  completed: <CheckCircleOutline />,
  rejected: <CloseCircleOutline />,
  cancelled: <MinusCircleOutline />,
};

/**
 * A status always in words and with its own icon: colour is never the only signal
 * (docs/architecture.md "Elder mode").
 */
export function StatusBadge({ status, testId }: { status: ApplicationStatus; testId?: string }) {
  const { t } = useTranslation('socialServices');
  return (
    <span className={`ss-status ss-status--${status}`} data-testid={testId} data-status={status}>
      <span className="ss-status__icon" aria-hidden="true">
        {ICONS[status]}
      </span>
      {t(`status.${status}`)}
    </span>
  );
}
