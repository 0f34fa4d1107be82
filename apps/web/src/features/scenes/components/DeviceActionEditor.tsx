import type { DeviceShort } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { DevicePicker, ItemPicker, SelectField, ValueInput } from '../../devices/components/ThingPickers.tsx';
import { modelsOfType, useThingModels } from '../../devices/hooks/usePickers.ts';
import type { DeviceActionDraft } from '../sceneModel.ts';

interface Props {
  value: DeviceActionDraft;
  onChange: (next: DeviceActionDraft) => void;
  devices: DeviceShort[];
  errors: Record<string, string>;
  testId: string;
}

/** A device action: set a property or call a function with a value. */
export function DeviceActionEditor({ value, onChange, devices, errors, testId }: Props) {
  const { t } = useTranslation('scenes');
  const device = devices.find((d) => d.deviceId === value.deviceId);
  const models = useThingModels(device?.productId);
  const items = modelsOfType(models.data, value.type, true);
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
        label={t('action.type')}
        value={String(value.type)}
        options={([1, 2] as const).map((type) => ({ value: String(type), label: t(`triggerType.${type}`) }))}
        onChange={(v) => onChange({ ...value, type: Number(v) as 1 | 2, id: '', value: '' })}
        testId={`${testId}-type`}
      />
      <ItemPicker
        models={items}
        value={value.id}
        onChange={(id) => onChange({ ...value, id, value: '' })}
        error={errors.id}
        testId={`${testId}-item`}
      />
      <ValueInput
        model={items.find((m) => m.id === value.id)}
        value={value.value}
        onChange={(v) => onChange({ ...value, value: v })}
        error={errors.value}
        testId={`${testId}-value`}
      />
    </>
  );
}
