import type { Scene } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequiredTab } from '../../../features/common/components/LoginRequiredTab.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { ListFooter, QueryState } from '../../../features/devices/components/QueryState.tsx';
import { usePaged } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { type SceneFilter, scenesApi, scenesKeys } from '../../../features/scenes/api/scenesApi.ts';
import { SceneCard } from '../../../features/scenes/components/SceneCard.tsx';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../paths.ts';
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
          <button
            type="button"
            className="icon-button"
            aria-label={t('list.add')}
            onClick={() => go(paths.sceneEdit)}
            data-testid="scene-add"
          >
            <AddOutline aria-hidden="true" />
          </button>
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
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<SceneFilter>('all');
  const list = usePaged(scenesKeys.list(filter), (page) => scenesApi.list(filter, page));

  const toggle = async (scene: Scene) => {
    const result = await scenesApi.switch(scene.sceneId, scene.enable === 1 ? 2 : 1);
    if (!result) return;
    // docs/product.md "Scenes": 'scene switch successful' / 'scene switch failed', in the server's words.
    toast(result.msg || (result.code === 200 ? t('list.switched') : t('list.switchFailed')));
    await queryClient.invalidateQueries({ queryKey: scenesKeys.all });
  };
  const run = async (scene: Scene) => {
    const result = await scenesApi.run(scene.sceneId);
    if (!result) return;
    if (result.code !== 200 || !result.data) return toast(result.msg);
    toast(t('list.ran', { status: t(`runStatus.${result.data.status}`) }));
    await queryClient.invalidateQueries({ queryKey: scenesKeys.log(scene.sceneId) });
  };

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
      <QueryState
        loading={list.loading}
        error={list.error}
        errorText={list.errorText}
        empty={list.items.length === 0}
        emptyTitle={t('list.emptyTitle')}
        emptyText={t('list.emptyText')}
        emptyAction={
          <button type="button" className="dv-primary" onClick={() => go(paths.sceneEdit)}>
            <AddOutline aria-hidden="true" /> {t('list.add')}
          </button>
        }
        onRetry={() => void list.refetch()}
        testId="scene-list"
      >
        <ul className="dv-rows" data-testid="scene-list">
          {list.items.map((scene) => (
            <SceneCard
              key={scene.sceneId}
              scene={scene}
              onOpen={() => go(withQuery(paths.sceneEdit, { sceneId: String(scene.sceneId) }))}
              onSwitch={() => void toggle(scene)}
              onRun={() => void run(scene)}
              onLog={() => go(withQuery(paths.sceneLog, { sceneId: String(scene.sceneId) }))}
            />
          ))}
        </ul>
        <ListFooter list={list} testId="scene-list-footer" />
      </QueryState>
    </div>
  );
}
