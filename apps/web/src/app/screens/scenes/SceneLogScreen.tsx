import { TRIGGER_TYPE } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { ListFooter, QueryState } from '../../../features/devices/components/QueryState.tsx';
import { useIdParam, usePaged, useRead } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { useDeviceOptions } from '../../../features/devices/hooks/usePickers.ts';
import { scenesApi, scenesKeys } from '../../../features/scenes/api/scenesApi.ts';
import { SceneRunCard } from '../../../features/scenes/components/SceneRunCard.tsx';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';

/** /pagesA/list/scene/sceneLog?sceneId=: the scene's runs, newest first — why each one fired. */
export default function SceneLogScreen() {
  const { t } = useTranslation('scenes');
  const sceneId = useIdParam('sceneId') ?? 0;
  const scene = useRead(scenesKeys.detail(sceneId), () => scenesApi.detail(sceneId), sceneId > 0);
  const devices = useDeviceOptions();
  const runs = usePaged(scenesKeys.log(sceneId), (page) => scenesApi.log(sceneId, page), sceneId > 0);
  const describe = (i: number) => {
    const trigger = scene.data?.triggers[i];
    if (!trigger) return `${i + 1}`;
    if (trigger.source === 2) return `${i + 1}. ${t('trigger.timing')}`;
    const name =
      devices.data?.find((d) => d.deviceId === trigger.deviceId)?.deviceName ?? `#${trigger.deviceId}`;
    const what =
      trigger.type === TRIGGER_TYPE.online || trigger.type === TRIGGER_TYPE.offline
        ? t(`triggerType.${trigger.type}`)
        : `${trigger.id} ${t(`operator.${trigger.operator}`)} ${trigger.value}`.trim();
    return `${i + 1}. ${name} · ${what}`;
  };
  return (
    <>
      <PageHeader title={scene.data ? t('log.titleOf', { name: scene.data.sceneName }) : t('log.title')} />
      <div className="dv-page">
        <p className="hint">{t('log.intro')}</p>
        <QueryState
          loading={runs.loading}
          error={sceneId === 0 || runs.error}
          errorText={runs.errorText}
          empty={runs.items.length === 0}
          emptyTitle={t('log.emptyTitle')}
          emptyText={t('log.emptyText')}
          onRetry={() => void runs.refetch()}
          testId="scene-log"
        >
          <ul className="dv-rows" data-testid="scene-log">
            {runs.items.map((run) => (
              <SceneRunCard key={run.runId} run={run} describeTrigger={describe} />
            ))}
          </ul>
          <ListFooter list={runs} testId="scene-log-footer" />
        </QueryState>
      </div>
    </>
  );
}
