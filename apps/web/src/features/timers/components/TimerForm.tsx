import { type DeviceTimer, type ThingModel, type TimerStatus, timerBody } from '@linli/contracts';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { check } from '../../common/contractCheck.ts';
import { ItemPicker, ValueInput } from '../../devices/index.ts';
import { newSchedule, type ScheduleDraft, scheduleBody, timerSchedule } from '../schedule.ts';
import { ScheduleFields } from './ScheduleFields.tsx';

/** What the form sends (the server checks it again with timerBody). */
export interface TimerSave {
  jobName: string;
  deviceId: number;
  isAdvance: 0 | 1;
  time?: string;
  weekdays?: number[];
  cronExpression?: string;
  actions: { id: string; value: string }[];
  status: TimerStatus;
  remark: string;
}

interface Props {
  deviceId: number;
  timer: DeviceTimer | undefined;
  /** Writable properties and functions of the device. */
  models: ThingModel[];
  onSubmit: (body: TimerSave) => void;
}

/** Timer form: name, time + weekdays or CRON, one action per thing-model item, enabled, remark. */
export function TimerForm({ deviceId, timer, models, onSubmit }: Props) {
  const { t, i18n } = useTranslation('timers');
  const [jobName, setName] = useState(timer?.jobName ?? '');
  const [schedule, setSchedule] = useState<ScheduleDraft>(timer ? timerSchedule(timer) : newSchedule());
  const [actions, setActions] = useState(timer?.actions ?? [{ id: '', value: '' }]);
  const [status, setStatus] = useState<TimerStatus>(timer?.status ?? 0);
  const [remark, setRemark] = useState(timer?.remark ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = () => {
    const body: TimerSave = { jobName, deviceId, ...scheduleBody(schedule), actions, status, remark };
    const checked = check(timerBody, body, i18n.language as 'zh-CN');
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(body);
  };
  const setAction = (i: number, patch: Partial<{ id: string; value: string }>) =>
    setActions((list) => list.map((a, j) => (j === i ? { ...a, ...patch } : a)));

  return (
    <SubmitForm onSubmit={submit} testId="timer-form" className="at-form">
      <TextField
        label={t('form.name')}
        value={jobName}
        onChange={setName}
        error={errors.jobName}
        maxLength={32}
        required
        data-testid="timer-form-name"
      />
      <ScheduleFields value={schedule} onChange={setSchedule} errors={errors} testId="timer-form" />
      <section className="dv-section" aria-labelledby="timer-actions">
        <h2 className="dv-section__title" id="timer-actions">
          {t('form.actions')}
        </h2>
        {errors.actions && (
          <p className="field__error" role="alert">
            <span aria-hidden="true">⚠ </span>
            {errors.actions}
          </p>
        )}
        <ol className="kit-list dv-rows">
          {actions.map((action, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <li key={i} className="kit-card" data-testid={`timer-action-${i}`}>
              <ItemPicker
                models={models}
                value={action.id}
                onChange={(id) => setAction(i, { id, value: '' })}
                error={!action.id ? errors.id : undefined}
                testId={`timer-action-${i}-item`}
              />
              <ValueInput
                model={models.find((m) => m.id === action.id)}
                value={action.value}
                onChange={(value) => setAction(i, { value })}
                testId={`timer-action-${i}-value`}
              />
              {actions.length > 1 && (
                <button
                  type="button"
                  className="kit-button kit-button--danger"
                  onClick={() => setActions((list) => list.filter((_, j) => j !== i))}
                >
                  <DeleteOutline aria-hidden="true" /> {t('form.removeAction')}
                </button>
              )}
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="kit-button"
          onClick={() => setActions((list) => [...list, { id: '', value: '' }])}
          data-testid="timer-add-action"
        >
          <AddOutline aria-hidden="true" /> {t('form.addAction')}
        </button>
      </section>
      <label className="dv-toggle">
        <span className="dv-toggle__text">{t('form.enabled')}</span>
        <input
          type="checkbox"
          className="dv-toggle__input"
          checked={status === 0}
          onChange={(e) => setStatus(e.target.checked ? 0 : 1)}
          data-testid="timer-form-enabled"
        />
      </label>
      <TextField label={t('form.remark')} value={remark} onChange={setRemark} maxLength={140} />
      <button
        type="submit"
        className="kit-button kit-button--primary kit-button--large"
        data-testid="timer-form-save"
      >
        {t('form.save')}
      </button>
    </SubmitForm>
  );
}
