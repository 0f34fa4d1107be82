import type { Scene } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

interface SceneCardProps {
  scene: Scene;
  onOpen: () => void;
  onSwitch: () => void;
  onRun: () => void;
  onLog: () => void;
}

/** A scene in the list: name, status as text, what it watches and does, a switch, run once and its log. */
export function SceneCard({ scene, onOpen, onSwitch, onRun, onLog }: SceneCardProps) {
  const { t } = useTranslation('scenes');
  const running = scene.enable === 1;
  const id = `scene-${scene.sceneId}`;
  const timing = scene.triggers.some((tr) => tr.source === 2);
  return (
    <li className="kit-card at-scene" data-testid={`scene-card-${scene.sceneId}`} data-enable={scene.enable}>
      <div className="kit-spread">
        <button type="button" className="at-scene__name" onClick={onOpen} id={id}>
          {scene.sceneName}
        </button>
        <button
          type="button"
          role="switch"
          aria-checked={running}
          aria-labelledby={id}
          className={`dv-switch${running ? ' dv-switch--on' : ''}`}
          onClick={onSwitch}
          data-testid={`scene-switch-${scene.sceneId}`}
        >
          <span className="dv-switch__track" aria-hidden="true">
            <span className="dv-switch__knob" />
          </span>
          <span>{t(`enable.${scene.enable}`)}</span>
        </button>
      </div>
      <p className="at-scene__summary">
        {t('card.summary', {
          cond: t(`cond.${scene.cond}`),
          triggers: t('card.triggers', { count: scene.triggers.length }),
          actions: t('card.actions', { count: scene.actions.length }),
        })}
      </p>
      <div className="dv-card__tags">
        <span className="kit-pill dv-tag">{timing ? t('trigger.timing') : t('trigger.device')}</span>
        <span className="kit-pill dv-tag">{t(`executeMode.${scene.executeMode}`)}</span>
        {scene.hasAlert === 1 && <span className="kit-pill dv-tag at-tag-alarm">⚠ {t('card.alarm')}</span>}
        {scene.silentPeriod > 0 && (
          <span className="kit-pill dv-tag">{t('card.silent', { minutes: scene.silentPeriod })}</span>
        )}
      </div>
      <div className="dv-group__actions">
        <button
          type="button"
          className="kit-button"
          onClick={onRun}
          data-testid={`scene-run-${scene.sceneId}`}
        >
          ▶ {t('card.run')}
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={onLog}
          data-testid={`scene-log-${scene.sceneId}`}
        >
          {t('card.log')}
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={onOpen}
          data-testid={`scene-edit-${scene.sceneId}`}
        >
          {t('card.edit')}
        </button>
      </div>
    </li>
  );
}
