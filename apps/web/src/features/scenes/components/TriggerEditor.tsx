import type { DeviceShort } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { TriggerDraft } from '../sceneModel.ts';
import { DeviceTriggerEditor } from './DeviceTriggerEditor.tsx';
import { RuleRow } from './RuleRows.tsx';
import { TimingTriggerEditor } from './TimingTriggerEditor.tsx';

interface Props {
  index: number;
  value: TriggerDraft;
  onChange: (next: TriggerDraft) => void;
  onRemove?: (() => void) | undefined;
  devices: DeviceShort[];
  errors: Record<string, string>;
}

/** One trigger: the editor of its kind (device or timing). */
export function TriggerEditor({ index, value, onChange, onRemove, devices, errors }: Props) {
  const { t } = useTranslation('scenes');
  const testId = `scene-trigger-${index}`;
  return (
    <RuleRow
      title={`${index + 1}. ${value.source === 2 ? t('trigger.timing') : t('trigger.device')}`}
      onRemove={onRemove}
      testId={testId}
    >
      {value.source === 2 ? (
        <TimingTriggerEditor value={value} onChange={onChange} errors={errors} testId={testId} />
      ) : (
        <DeviceTriggerEditor
          value={value}
          onChange={onChange}
          devices={devices}
          errors={errors}
          testId={testId}
        />
      )}
    </RuleRow>
  );
}
