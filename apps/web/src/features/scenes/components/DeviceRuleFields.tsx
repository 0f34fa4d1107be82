import type { DeviceShort, ThingModel } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../common/components/SelectField.tsx';
import { DevicePicker, ItemPicker, modelsOfType, useThingModels } from '../../devices/index.ts';
import type { DeviceActionDraft, DeviceTriggerDraft } from '../sceneModel.ts';

type DeviceRuleDraft = DeviceTriggerDraft | DeviceActionDraft;

/** What RuleRow hands the editor of a device trigger or a device action. */
export interface DeviceRuleEditorProps<Draft extends DeviceRuleDraft> {
  value: Draft;
  onChange: (next: Draft) => void;
  devices: DeviceShort[];
  errors: Record<string, string>;
  testId: string;
}

/** The chosen device's things of the draft's type; an action lists only those that can be set. */
export function useRuleItems(devices: DeviceShort[], draft: DeviceRuleDraft, settable = false): ThingModel[] {
  const device = devices.find((d) => d.deviceId === draft.deviceId);
  const models = useThingModels(device?.productId);
  return modelsOfType(models.data, draft.type, settable);
}

interface DeviceRuleFieldsProps<Draft extends DeviceRuleDraft> extends DeviceRuleEditorProps<Draft> {
  typeLabel: string;
  types: readonly Draft['type'][];
  /** `useRuleItems` of the draft. */
  items: ThingModel[];
  /** Online and offline triggers name no item. */
  withItem?: boolean;
}

/**
 * Device, type and item: the head of a device trigger and of a device action. Another device or type
 * empties the item and the value, which belonged to the old one.
 */
export function DeviceRuleFields<Draft extends DeviceRuleDraft>({
  value,
  onChange,
  devices,
  errors,
  testId,
  typeLabel,
  types,
  items,
  withItem = true,
}: DeviceRuleFieldsProps<Draft>) {
  const { t } = useTranslation('scenes');
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
        label={typeLabel}
        value={String(value.type)}
        options={types.map((type) => ({ value: String(type), label: t(`triggerType.${type}`) }))}
        onChange={(v) => onChange({ ...value, type: Number(v) as Draft['type'], id: '', value: '' })}
        testId={`${testId}-type`}
      />
      {withItem && (
        <ItemPicker
          models={items}
          value={value.id}
          onChange={(id) => onChange({ ...value, id, value: '' })}
          error={errors.id}
          testId={`${testId}-item`}
        />
      )}
    </>
  );
}
