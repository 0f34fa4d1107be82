import type { ApplicationStatus, GroupApplicationStatus } from '@linli/contracts';
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

const ICONS: Record<ApplicationStatus | GroupApplicationStatus, ReactNode> = {
  submitted: <SendOutline />,
  accepted: <ClockCircleOutline />,
  scheduled: <CalendarOutline />,
  in_service: <HeartOutline />,
  completed: <CheckCircleOutline />,
  rejected: <CloseCircleOutline />,
  cancelled: <MinusCircleOutline />,
  pending: <ClockCircleOutline />,
  approved: <CheckCircleOutline />,
};

/**
 * A status always in words and with its own icon: colour is never the only signal
 * (docs/architecture.md "Elder mode").
 */
function Badge({ status, words, testId }: { status: keyof typeof ICONS; words: string; testId?: string }) {
  return (
    <span className={`kit-pill ss-status ss-status--${status}`} data-testid={testId} data-status={status}>
      <span className="ss-status__icon" aria-hidden="true">
        {ICONS[status]}
      </span>
      {words}
    </span>
  );
}

/** A service request's status. */
export function StatusBadge({ status, testId }: { status: ApplicationStatus; testId?: string }) {
  const { t } = useTranslation('socialServices');
  return <Badge status={status} words={t(`status.${status}`)} testId={testId} />;
}

/** A group or skill application's status. */
export function GroupStatusBadge({ status, testId }: { status: GroupApplicationStatus; testId?: string }) {
  const { t } = useTranslation('socialServices');
  return <Badge status={status} words={t(`group.${status}`)} testId={testId} />;
}
