import { useTranslation } from 'react-i18next';
import { ValueInput } from '../../devices/index.ts';
import type { DeviceActionDraft } from '../sceneModel.ts';
import { type DeviceRuleEditorProps, DeviceRuleFields, useRuleItems } from './DeviceRuleFields.tsx';

const TYPES = [1, 2] as const;

/** A device action: set a property or call a function with a value. */
export function DeviceActionEditor(props: DeviceRuleEditorProps<DeviceActionDraft>) {
  const { t } = useTranslation('scenes');
  const { value, onChange, errors, testId } = props;
  const items = useRuleItems(props.devices, value, true);
  return (
    <>
      <DeviceRuleFields {...props} typeLabel={t('action.type')} types={TYPES} items={items} />
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
