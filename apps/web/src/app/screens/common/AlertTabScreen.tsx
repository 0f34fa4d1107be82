import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { LoginRequiredTab } from '../../../features/common/components/LoginRequiredTab.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';

/** Dynamic (alerts) tab: the alerts issue fills it; for now an honest empty state. */
export default function AlertTabScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('tabs.dynamic')} back={false} />
      <LoginRequiredTab>
        <EmptyState
          icon={<BellOutline />}
          title={t('dynamic.emptyTitle')}
          description={t('dynamic.emptyText')}
        />
      </LoginRequiredTab>
    </>
  );
}
