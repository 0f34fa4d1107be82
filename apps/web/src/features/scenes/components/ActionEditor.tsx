import type { DeviceShort } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { ActionDraft } from '../sceneModel.ts';
import { AlarmActionEditor } from './AlarmActionEditor.tsx';
import { DeviceActionEditor } from './DeviceActionEditor.tsx';
import { RuleRow } from './RuleRows.tsx';

interface Props {
  index: number;
  value: ActionDraft;
  onChange: (next: ActionDraft) => void;
  onRemove?: (() => void) | undefined;
  devices: DeviceShort[];
  errors: Record<string, string>;
}

/** One action: the editor of its kind (device or alarm). */
export function ActionEditor({ index, value, onChange, onRemove, devices, errors }: Props) {
  const { t } = useTranslation('scenes');
  const testId = `scene-action-${index}`;
  return (
    <RuleRow
      title={`${index + 1}. ${value.source === 4 ? t('action.alarm') : t('action.device')}`}
      onRemove={onRemove}
      testId={testId}
    >
      {value.source === 4 ? (
        <AlarmActionEditor value={value} onChange={onChange} errors={errors} testId={testId} />
      ) : (
        <DeviceActionEditor
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
