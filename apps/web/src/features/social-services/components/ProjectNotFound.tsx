import { ErrorCode } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { QueryState } from '../../common/components/QueryState.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/**
 * A service link that names no service (no id), or one the centre has withdrawn (the server answers
 * NOT_FOUND): trying again cannot help, so the person is led to the services instead.
 */
export function ProjectNotFound({ testId }: { testId: string }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  return (
    <QueryState
      loading={false}
      error={false}
      empty
      emptyTitle={t('project.notFoundTitle')}
      emptyText={t('project.notFoundText')}
      emptyAction={
        <button
          type="button"
          className="ss-button"
          onClick={() => go(paths.socialServicesProjects, { replace: true })}
          data-testid={`${testId}-browse`}
        >
          {t('project.browse')}
        </button>
      }
      onRetry={() => undefined}
      testId={testId}
    >
      {null}
    </QueryState>
  );
}

/** Whether a read of a project was refused because there is no such project. */
export const projectGone = (id: number, error: { errorCode?: string | undefined } | null) =>
  id === 0 || error?.errorCode === ErrorCode.NOT_FOUND;
