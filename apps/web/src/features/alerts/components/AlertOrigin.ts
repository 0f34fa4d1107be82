import { type AlertLog, findModel, formatValue, type ThingsModelSet } from '@linli/contracts';
import type { TFunction } from 'i18next';

/**
 * Where an alert came from, in words: the device itself (its own alarm: an SOS press, a fall), or the scene
 * and the person who made it, so an alert from someone's scene never reads as the device's own; a personal
 * reminder says only its author sees it.
 */
export function alertOrigin(
  alert: Pick<AlertLog, 'origin' | 'sceneName' | 'authorName' | 'personal'>,
  t: TFunction<'alerts'>,
) {
  if (alert.origin === 'device') return t('origin.device');
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

/**
 * The alert's name as the reader should see it: a device alarm in the reader's language (its thing-model
 * item's name); a scene alert exactly as its author typed it, never translated or reworded.
 */
export function alertTitle(alert: Pick<AlertLog, 'origin' | 'alertName' | 'alertNameEn'>, language: string) {
  return alert.origin === 'device' && language === 'en-US' && alert.alertNameEn
    ? alert.alertNameEn
    : alert.alertName;
}

/**
 * The readings that fired an alert, as the device page says them ("Blood oxygen (SpO2): 91 %"), from the
 * product's thing model in the reader's language; an item the model does not name keeps its identifier.
 */
export function alertDataText(
  detail: AlertLog['detail'],
  model: ThingsModelSet | undefined,
  language: string,
): string {
  const english = language === 'en-US';
  return detail
    .map(({ id, value }) => {
      const item = model && findModel(model, id);
      if (!item) return `${id} = ${value || '—'}`;
      return `${item.name}${english ? ': ' : '：'}${formatValue(item.datatype, value, language) || '—'}`;
    })
    .join(english ? ', ' : '，');
}
