import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { LoginRequiredTab } from '../../../features/common/components/LoginRequiredTab.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';

/** Scene tab: the scenes issue fills it; for now an honest empty state. */
export default function SceneTabScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('tabs.scene')} back={false} />
      <LoginRequiredTab>
        <EmptyState icon={<SetOutline />} title={t('scene.emptyTitle')} description={t('scene.emptyText')} />
      </LoginRequiredTab>
    </>
  );
}
