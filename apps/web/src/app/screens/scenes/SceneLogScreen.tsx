import { scenesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { SceneRunCard } from '../../../features/scenes/components/SceneRunCard.tsx';
import { useSceneWording } from '../../../features/scenes/hooks/useSceneWording.ts';
import { SCENE_LOG_PAGE_SIZE } from '../../../features/scenes/queries.ts';
import { useData, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

/** /pagesA/list/scene/sceneLog?sceneId=: the scene's runs, newest first — why each one fired. */
export default function SceneLogScreen() {
  const { t } = useTranslation('scenes');
  const sceneId = useIdParam('sceneId') ?? 0;
  const scene = useData(scenesRoutes.get, { params: { id: sceneId } }, { enabled: sceneId > 0 });
  const wording = useSceneWording(scene.data);
  const runs = usePagedRows(
    scenesRoutes.log,
    { query: { sceneId } },
    { enabled: sceneId > 0, pageSize: SCENE_LOG_PAGE_SIZE },
  );
  return (
    <>
      <PageHeader title={scene.data ? t('log.titleOf', { name: scene.data.sceneName }) : t('log.title')} />
      <div className="dv-page">
        <p className="hint">{t('log.intro')}</p>
        <PagedList
          list={runs}
          missing={sceneId === 0}
          emptyTitle={t('log.emptyTitle')}
          emptyText={t('log.emptyText')}
          testId="scene-log"
        >
          <ul className="kit-list dv-rows" data-testid="scene-log">
            {runs.items.map((run) => (
              <SceneRunCard
                key={run.runId}
                run={run}
                describeTrigger={wording.trigger}
                describeAction={wording.action}
                describeReport={wording.report}
              />
            ))}
          </ul>
        </PagedList>
      </div>
    </>
  );
}
