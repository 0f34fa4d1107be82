import { type SceneBody, scenesRoutes } from '@linli/contracts';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { SceneForm } from '../../../features/scenes/components/SceneForm.tsx';
import { afterSceneChange } from '../../../features/scenes/queries.ts';
import { emptyScene, type SceneErrors, sceneToDraft } from '../../../features/scenes/sceneModel.ts';
import { ApiError } from '../../../lib/api.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesA/list/scene/sceneEdit[?sceneId=]: a new scene or an existing one; delete for existing ones. */
export default function SceneEditScreen() {
  const { t } = useTranslation('scenes');
  const sceneId = useIdParam('sceneId');
  const back = useGoBack(paths.tabScene);
  const scene = useData(scenesRoutes.get, { params: { id: sceneId ?? 0 } }, { enabled: !!sceneId });
  const create = useApiMutation(scenesRoutes.create, { invalidates: afterSceneChange });
  const update = useApiMutation(scenesRoutes.update, { invalidates: afterSceneChange });
  const removal = useApiMutation(scenesRoutes.remove, { invalidates: afterSceneChange });

  const remove = async () => {
    if (!sceneId) return;
    const yes = await confirm({
      content: t('editor.deleteConfirm'),
      cancelText: t('editor.cancel'),
      confirmText: t('editor.delete'),
    });
    if (!yes) return;
    removal.mutate(
      { params: { id: sceneId } },
      {
        onSuccess: () => {
          toast(t('editor.deleted'));
          back();
        },
      },
    );
  };
  /** Saves; a refusal about one field (already toasted) is put beside it. */
  const save = async (body: SceneBody): Promise<SceneErrors | undefined> => {
    try {
      if (sceneId) await update.mutateAsync({ body: { ...body, sceneId } });
      else await create.mutateAsync({ body });
    } catch (error) {
      return error instanceof ApiError && error.field ? { [error.field]: error.message } : undefined;
    }
    toast(sceneId ? t('editor.updated') : t('editor.added'));
    back();
    return undefined;
  };

  return (
    <>
      <PageHeader title={sceneId ? t('editor.editTitle') : t('editor.newTitle')} />
      <div className="dv-page">
        <QueryState
          loading={!!sceneId && scene.isPending}
          error={scene.isError}
          errorText={scene.error?.message}
          onRetry={() => void scene.refetch()}
          testId="scene-edit"
        >
          {(!sceneId || scene.data) && (
            <SceneForm
              key={scene.dataUpdatedAt}
              initial={scene.data ? sceneToDraft(scene.data) : emptyScene()}
              onSubmit={save}
            />
          )}
          {sceneId && scene.data && (
            <button
              type="button"
              className="kit-button kit-button--danger kit-button--large"
              onClick={() => void remove()}
              data-testid="scene-delete"
            >
              <DeleteOutline aria-hidden="true" /> {t('editor.delete')}
            </button>
          )}
        </QueryState>
      </div>
    </>
  );
}
