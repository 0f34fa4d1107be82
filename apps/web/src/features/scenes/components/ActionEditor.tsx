import { SCENE_SOURCE } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import type { ActionDraft } from '../sceneModel.ts';
import { AlarmActionEditor } from './AlarmActionEditor.tsx';
import { DeviceActionEditor } from './DeviceActionEditor.tsx';
import { type RuleEditorProps, RuleRow } from './RuleRows.tsx';

/** One action: the editor of its kind (device or alarm). */
export function ActionEditor({ index, value, onRemove, ...fields }: RuleEditorProps<ActionDraft>) {
  const { t } = useTranslation('scenes');
  const alarm = value.source === SCENE_SOURCE.alarm;
  return (
    <RuleRow
      rule="action"
      index={index}
      kind={alarm ? t('action.alarm') : t('action.device')}
      onRemove={onRemove}
    >
      {(testId) =>
        value.source === SCENE_SOURCE.alarm ? (
          <AlarmActionEditor {...fields} value={value} testId={testId} />
        ) : (
          <DeviceActionEditor {...fields} value={value} testId={testId} />
        )
      }
    </RuleRow>
  );
}
