import { SCENE_SOURCE } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { TriggerDraft } from '../sceneModel.ts';
import { DeviceTriggerEditor } from './DeviceTriggerEditor.tsx';
import { type RuleEditorProps, RuleRow } from './RuleRows.tsx';
import { TimingTriggerEditor } from './TimingTriggerEditor.tsx';

/** One trigger: the editor of its kind (device or timing). */
export function TriggerEditor({ index, value, onRemove, ...fields }: RuleEditorProps<TriggerDraft>) {
  const { t } = useTranslation('scenes');
  const timing = value.source === SCENE_SOURCE.timer;
  return (
    <RuleRow
      rule="trigger"
      index={index}
      kind={timing ? t('trigger.timing') : t('trigger.device')}
      onRemove={onRemove}
    >
      {(testId) =>
        value.source === SCENE_SOURCE.timer ? (
          <TimingTriggerEditor {...fields} value={value} testId={testId} />
        ) : (
          <DeviceTriggerEditor {...fields} value={value} testId={testId} />
        )
      }
    </RuleRow>
  );
}
