import { SCENE_OPERATORS, TRIGGER_TYPE } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../common/components/SelectField.tsx';
import { ValueInput } from '../../devices/index.ts';
import type { DeviceTriggerDraft, DeviceTriggerType } from '../sceneModel.ts';
import { type DeviceRuleEditorProps, DeviceRuleFields, useRuleItems } from './DeviceRuleFields.tsx';

const TYPES: DeviceTriggerType[] = [1, 2, 3, 5, 6];

/** A device trigger: device, type (property, function, event, online, offline), item, operator, value. */
export function DeviceTriggerEditor(props: DeviceRuleEditorProps<DeviceTriggerDraft>) {
  const { t } = useTranslation('scenes');
  const { value, onChange, errors, testId } = props;
  const items = useRuleItems(props.devices, value);
  const needsItem = value.type !== TRIGGER_TYPE.online && value.type !== TRIGGER_TYPE.offline;
  const model = items.find((m) => m.id === value.id);
  return (
    <>
      <DeviceRuleFields
        {...props}
        typeLabel={t('trigger.type')}
        types={TYPES}
        items={items}
        withItem={needsItem}
      />
      {needsItem && (
        <>
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
