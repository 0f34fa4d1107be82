import type { AlertLog } from '@linli/contracts';
import type { TFunction } from 'i18next';

/**
 * Where an alert came from, in words: the scene and the person who made it, so an alert from someone's scene
 * never reads as the device's own; a personal reminder says only its author sees it.
 */
export function alertOrigin(
  alert: Pick<AlertLog, 'sceneName' | 'authorName' | 'personal'>,
  t: TFunction<'alerts'>,
) {
  const parts: string[] = [];
  if (alert.sceneName)
    parts.push(
      alert.authorName
        ? t('origin.scene', { name: alert.authorName, scene: alert.sceneName })
        : t('origin.sceneOnly', { scene: alert.sceneName }),
    );
  if (alert.personal) parts.push(t('origin.personal'));
  return parts.join(' · ');
}
