import { SCENE_ENABLE, type Scene, scenesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFirstButton, HeaderAddButton } from '../../../features/common/components/AddButtons.tsx';
import { LoginRequiredTab } from '../../../features/common/components/LoginRequiredTab.tsx';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { SceneCard } from '../../../features/scenes/components/SceneCard.tsx';
import {
  afterSceneChange,
  afterSceneRun,
  SCENE_PAGE_SIZE,
  type SceneFilter,
  scenesFiltered,
} from '../../../features/scenes/queries.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, usePagedRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

const FILTERS: SceneFilter[] = ['all', 'enabled', 'disabled'];

/** Scene tab: all / enabled / not enabled, a switch per scene, run once, its run log, a new scene. */
export default function SceneTabScreen() {
  const { t } = useTranslation('scenes');
  const { t: tc } = useTranslation();
  const go = useNavigateOnce();
  return (
    <>
      <PageHeader
        title={tc('tabs.scene')}
        back={false}
        right={
          <HeaderAddButton label={t('list.add')} onClick={() => go(paths.sceneEdit)} testId="scene-add" />
        }
      />
      <LoginRequiredTab>
        <SceneList />
      </LoginRequiredTab>
    </>
  );
}

function SceneList() {
  const { t } = useTranslation('scenes');
  const go = useNavigateOnce();
  const [filter, setFilter] = useState<SceneFilter>('all');
  const list = usePagedRows(scenesRoutes.list, scenesFiltered(filter), { pageSize: SCENE_PAGE_SIZE });
  const switching = useApiMutation(scenesRoutes.switch, { invalidates: afterSceneChange });
  const running = useApiMutation(scenesRoutes.run, { invalidates: afterSceneRun });

  // docs/product.md "Scenes": 'scene switch successful' / 'scene switch failed'. A refusal is toasted in the
  // server's words by useApiMutation; a success's own `msg` does not come through `call` (lib/api.ts), so
  // list.switched says the server's sentence (sceneSwitchSuccess, packages/contracts/src/scenes/errors.ts).
  const toggle = (scene: Scene) => {
    const enable = scene.enable === SCENE_ENABLE.running ? SCENE_ENABLE.stopped : SCENE_ENABLE.running;
    switching.mutate(
      { body: { sceneId: scene.sceneId, enable } },
      { onSuccess: () => toast(t('list.switched')) },
    );
  };
  const run = (scene: Scene) =>
    running.mutate(
      { query: { sceneId: scene.sceneId } },
      { onSuccess: ({ data }) => toast(t('list.ran', { status: t(`runStatus.${data.status}`) })) },
    );

  return (
    <div className="dv-page">
      <div className="dv-tabs" role="tablist" aria-label={t('list.filter')}>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={filter === key}
            className="dv-tabs__tab"
            onClick={() => setFilter(key)}
            data-testid={`scene-filter-${key}`}
          >
            {t(`filter.${key}`)}
          </button>
        ))}
      </div>
      <PagedList
        list={list}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
        emptyAction={<AddFirstButton label={t('list.add')} onClick={() => go(paths.sceneEdit)} />}
        testId="scene-list"
      >
        <ul className="kit-list dv-rows" data-testid="scene-list">
          {list.items.map((scene) => (
            <SceneCard
              key={scene.sceneId}
              scene={scene}
              onOpen={() => go(withQuery(paths.sceneEdit, { sceneId: String(scene.sceneId) }))}
              onSwitch={() => toggle(scene)}
              onRun={() => run(scene)}
              onLog={() => go(withQuery(paths.sceneLog, { sceneId: String(scene.sceneId) }))}
            />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
