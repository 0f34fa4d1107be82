import { type DeviceShort, findModel, SCENE_SOURCE, type Scene, TRIGGER_TYPE } from '@linli/contracts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { levelKey } from '../../alerts/index.ts';
import { formatValue, thingModelQuery, useDeviceOptions } from '../../devices/index.ts';

/**
 * A scene's triggers and actions in words, for the run log: device names, item names from each device's
 * thing model ("走廊灯 · 开关 = 打开"), alarm names with their level, instead of identifiers.
 */
export function useSceneWording(scene: Scene | undefined) {
  const { t } = useTranslation('scenes');
  const { t: ta } = useTranslation('alerts');
  const devices = useDeviceOptions();
  const deviceOf = (id: number): DeviceShort | undefined => devices.data?.find((d) => d.deviceId === id);
  const productIds = [
    ...new Set(
      [...(scene?.triggers ?? []), ...(scene?.actions ?? [])].flatMap((part) =>
        part.source === SCENE_SOURCE.device ? [deviceOf(part.deviceId)?.productId ?? 0] : [],
      ),
    ),
  ].filter((id) => id > 0);
  const models = useQueries({
    queries: productIds.map((productId) => thingModelQuery(productId)),
  });
  const item = (deviceId: number, id: string, value: string) => {
    const productId = deviceOf(deviceId)?.productId;
    const set = models[productIds.indexOf(productId ?? 0)]?.data;
    const model = set ? findModel(set, id) : undefined;
    return { name: model?.name ?? id, value: model ? formatValue(model.datatype, value) : value };
  };
  const deviceName = (id: number) => deviceOf(id)?.deviceName ?? `#${id}`;

  const trigger = (i: number): string => {
    const part = scene?.triggers[i];
    if (!part) return `${i + 1}`;
    if (part.source !== SCENE_SOURCE.device) return `${i + 1}. ${t('trigger.timing')}`;
    if (part.type === TRIGGER_TYPE.online || part.type === TRIGGER_TYPE.offline)
      return `${i + 1}. ${deviceName(part.deviceId)} · ${t(`triggerType.${part.type}`)}`;
    const shown = item(part.deviceId, part.id, part.value);
    // An event trigger with no value fires on the event whatever it carries.
    const condition = part.value === '' ? '' : ` ${t(`operator.${part.operator}`)} ${shown.value}`;
    return `${i + 1}. ${deviceName(part.deviceId)} · ${shown.name}${condition}`;
  };

  const action = (i: number): string => {
    const part = scene?.actions[i];
    if (!part) return `${i + 1}`;
    if (part.source === SCENE_SOURCE.alarm)
      return `${i + 1}. ${t('log.alarmAction', { name: part.alertName, level: ta(levelKey(part.alertLevel)) })}`;
    const shown = item(part.deviceId, part.id, part.value);
    return `${i + 1}. ${deviceName(part.deviceId)} · ${shown.name} = ${shown.value}`;
  };

  /** What a device reported, item by item ("检测到跌倒 = 卫生间"). */
  const report = (deviceId: number, items: { id: string; value: string }[]): string =>
    items
      .map((reported) => {
        const shown = item(deviceId, reported.id, reported.value);
        return `${shown.name} = ${shown.value}`;
      })
      .join(', ');

  return { trigger, action, report };
}
