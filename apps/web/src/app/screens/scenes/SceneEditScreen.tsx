import { useQueryClient } from '@tanstack/react-query';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { QueryState } from '../../../features/devices/components/QueryState.tsx';
import { useIdParam, useRead } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { scenesApi, scenesKeys } from '../../../features/scenes/api/scenesApi.ts';
import { SceneForm } from '../../../features/scenes/components/SceneForm.tsx';
import { emptyScene, sceneToDraft } from '../../../features/scenes/sceneModel.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths } from '../../paths.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

/** /pagesA/list/scene/sceneEdit[?sceneId=]: a new scene or an existing one; delete for existing ones. */
export default function SceneEditScreen() {
  const { t } = useTranslation('scenes');
  const sceneId = useIdParam('sceneId');
  const back = useGoBack(paths.tabScene);
  const queryClient = useQueryClient();
  const scene = useRead(scenesKeys.detail(sceneId ?? 0), () => scenesApi.detail(sceneId ?? 0), !!sceneId);

  const remove = async () => {
    if (!sceneId) return;
    const yes = await confirm({
      content: t('editor.deleteConfirm'),
      cancelText: t('editor.cancel'),
      confirmText: t('editor.delete'),
    });
    if (!yes) return;
    const result = await scenesApi.remove(sceneId);
    if (!result) return;
    if (result.code !== 200) return toast(result.msg);
    toast(t('editor.deleted'));
    await queryClient.invalidateQueries({ queryKey: scenesKeys.all });
    back();
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
              onSubmit={async (body) => {
                const result = sceneId ? await scenesApi.update(sceneId, body) : await scenesApi.create(body);
                if (!result) return undefined;
                if (result.code !== 200) {
                  toast(result.msg);
                  return result.field ? { [result.field]: result.msg } : undefined;
                }
                toast(sceneId ? t('editor.updated') : t('editor.added'));
                await queryClient.invalidateQueries({ queryKey: scenesKeys.all });
                back();
                return undefined;
              }}
            />
          )}
          {sceneId && scene.data && (
            <button
              type="button"
              className="dv-danger"
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
