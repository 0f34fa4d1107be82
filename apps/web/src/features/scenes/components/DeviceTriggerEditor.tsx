import { type DeviceShort, SCENE_OPERATORS, TRIGGER_TYPE } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { DevicePicker, ItemPicker, SelectField, ValueInput } from '../../devices/components/ThingPickers.tsx';
import { modelsOfType, useThingModels } from '../../devices/hooks/usePickers.ts';
import type { DeviceTriggerDraft, DeviceTriggerType } from '../sceneModel.ts';

const TYPES: DeviceTriggerType[] = [1, 2, 3, 5, 6];

interface Props {
  value: DeviceTriggerDraft;
  onChange: (next: DeviceTriggerDraft) => void;
  devices: DeviceShort[];
  errors: Record<string, string>;
  testId: string;
}

/** A device trigger: device, type (property, function, event, online, offline), item, operator, value. */
export function DeviceTriggerEditor({ value, onChange, devices, errors, testId }: Props) {
  const { t } = useTranslation('scenes');
  const device = devices.find((d) => d.deviceId === value.deviceId);
  const models = useThingModels(device?.productId);
  const needsItem = value.type !== TRIGGER_TYPE.online && value.type !== TRIGGER_TYPE.offline;
  const items = modelsOfType(models.data, value.type);
  const model = items.find((m) => m.id === value.id);
  return (
    <>
      <DevicePicker
        devices={devices}
        value={value.deviceId}
        onChange={(d) => onChange({ ...value, deviceId: d?.deviceId ?? 0, id: '', value: '' })}
        error={errors.deviceId}
        testId={`${testId}-device`}
      />
      <SelectField
        label={t('trigger.type')}
        value={String(value.type)}
        options={TYPES.map((type) => ({ value: String(type), label: t(`triggerType.${type}`) }))}
        onChange={(v) => onChange({ ...value, type: Number(v) as DeviceTriggerType, id: '', value: '' })}
        testId={`${testId}-type`}
      />
      {needsItem && (
        <>
          <ItemPicker
            models={items}
            value={value.id}
            onChange={(id) => onChange({ ...value, id, value: '' })}
            error={errors.id}
            testId={`${testId}-item`}
          />
          <SelectField
            label={t('trigger.operator')}
            value={value.operator}
            options={SCENE_OPERATORS.map((op) => ({ value: op, label: t(`operator.${op}`) }))}
            onChange={(v) => onChange({ ...value, operator: v as DeviceTriggerDraft['operator'] })}
            testId={`${testId}-operator`}
          />
          <ValueInput
            model={value.operator === 'between' || value.type === TRIGGER_TYPE.event ? undefined : model}
            value={value.value}
            onChange={(v) => onChange({ ...value, value: v })}
            placeholder={
              value.operator === 'between'
                ? t('trigger.betweenHint')
                : value.type === TRIGGER_TYPE.event
                  ? t('trigger.eventHint')
                  : undefined
            }
            error={errors.value}
            testId={`${testId}-value`}
          />
        </>
      )}
    </>
  );
}
