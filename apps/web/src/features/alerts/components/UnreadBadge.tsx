import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../hooks/useUnread.ts';

/** The unread count on the Dynamic tab: a number, and a sentence for screen readers. */
export default function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  if (unread <= 0) return null;
  return (
    <>
      <span className="tab-bar__badge" aria-hidden="true" data-testid="tab-dynamic-badge" data-count={unread}>
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="visually-hidden">{t('tabs.unread', { count: unread })}</span>
    </>
  );
}
