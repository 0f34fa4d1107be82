import { useTranslation } from 'react-i18next';
import { LevelPicker } from '../../alerts/index.ts';
import { TextField } from '../../common/components/TextField.tsx';
import type { AlarmActionDraft } from '../sceneModel.ts';

interface Props {
  value: AlarmActionDraft;
  onChange: (next: AlarmActionDraft) => void;
  errors: Record<string, string>;
  testId: string;
}

/** An alarm action: raises an alert log with a name and a level, pushed to the owner and shared users. */
export function AlarmActionEditor({ value, onChange, errors, testId }: Props) {
  const { t } = useTranslation('scenes');
  return (
    <>
      <TextField
        label={t('action.alertName')}
        value={value.alertName}
        onChange={(alertName) => onChange({ ...value, alertName })}
        error={errors.alertName}
        maxLength={64}
        data-testid={`${testId}-name`}
      />
      <LevelPicker
        value={value.alertLevel}
        onChange={(alertLevel) => onChange({ ...value, alertLevel })}
        testId={`${testId}-level`}
      />
    </>
  );
}
