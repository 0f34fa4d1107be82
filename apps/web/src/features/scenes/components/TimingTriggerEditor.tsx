import { ScheduleFields } from '../../timers/index.ts';
import type { TimingTriggerDraft } from '../sceneModel.ts';

interface Props {
  value: TimingTriggerDraft;
  onChange: (next: TimingTriggerDraft) => void;
  errors: Record<string, string>;
  testId: string;
}

/** A timing trigger: a time on chosen weekdays (Monday first) or a CRON expression. */
export function TimingTriggerEditor({ value, onChange, errors, testId }: Props) {
  return (
    <ScheduleFields
      value={value}
      onChange={(schedule) => onChange({ ...value, ...schedule })}
      errors={errors}
      testId={testId}
    />
  );
}
