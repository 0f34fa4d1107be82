import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { paths } from '../../../lib/paths.ts';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <Button color="primary" size="large" onClick={() => go(paths.home, { replace: true })}>
            {t('notFound.home')}
          </Button>
        }
      />
    </>
  );
}
