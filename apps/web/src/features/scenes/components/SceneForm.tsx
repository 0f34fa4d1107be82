import { type Language, MAX_EXECUTE_DELAY, type SceneBody } from '@linli/contracts';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { useDeviceOptions } from '../../devices/index.ts';
import {
  type ActionDraft,
  newAlarmAction,
  newDeviceAction,
  newDeviceTrigger,
  newTimingTrigger,
  rowErrors,
  type SceneDraft,
  type SceneErrors,
  type TriggerDraft,
  validateScene,
} from '../sceneModel.ts';
import { ActionEditor } from './ActionEditor.tsx';
import { SectionError } from './RuleRows.tsx';
import { TriggerEditor } from './TriggerEditor.tsx';

interface SceneFormProps {
  initial: SceneDraft;
  onSubmit: (body: SceneBody) => Promise<SceneErrors | undefined>;
}

/**
 * The scene editor: name, status, triggers (one editor per kind), condition mode, actions (one editor per
 * kind), serial/parallel, delay (≤ 90 s), silent minutes. The rules of docs/product.md "Scenes" are checked
 * on the phone with the contracts' schema before anything is sent.
 */
export function SceneForm({ initial, onSubmit }: SceneFormProps) {
  const { t, i18n } = useTranslation('scenes');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SceneErrors>({});
  const devices = useDeviceOptions();
  const list = devices.data ?? [];
  const set = (patch: Partial<SceneDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setTrigger = (i: number, next: TriggerDraft) =>
    setDraft((d) => ({ ...d, triggers: d.triggers.map((x, j) => (j === i ? next : x)) }));
  const setAction = (i: number, next: ActionDraft) =>
    setDraft((d) => ({ ...d, actions: d.actions.map((x, j) => (j === i ? next : x)) }));

  const submit = async () => {
    const checked = validateScene(draft, i18n.language as Language);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const refused = await onSubmit(checked.body);
    if (refused) setErrors(refused);
  };

  return (
    <SubmitForm onSubmit={submit} testId="scene-form" className="at-form">
      <TextField
        label={t('editor.name')}
        value={draft.sceneName}
        onChange={(sceneName) => set({ sceneName })}
        error={errors.sceneName}
        maxLength={32}
        required
        data-testid="scene-form-name"
      />
      <ChoiceGroup
        label={t('editor.status')}
        value={draft.enable}
        options={[
          { value: 1, label: t('enable.1') },
          { value: 2, label: t('enable.2') },
        ]}
        onChange={(enable) => set({ enable })}
        testId="scene-form-enable"
      />

      <section className="dv-section" aria-labelledby="scene-triggers">
        <h2 className="dv-section__title" id="scene-triggers">
          {t('editor.triggers')}
        </h2>
        <SectionError message={errors.triggers} testId="scene-form-triggers-error" />
        <ol className="kit-list dv-rows">
          {draft.triggers.map((trigger, i) => (
            <TriggerEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              key={i}
              index={i}
              value={trigger}
              onChange={(next) => setTrigger(i, next)}
              onRemove={
                draft.triggers.length > 1
                  ? () => set({ triggers: draft.triggers.filter((_, j) => j !== i) })
                  : undefined
              }
              devices={list}
              errors={rowErrors(errors, 'triggers', i)}
            />
          ))}
        </ol>
        <div className="at-add">
          <button
            type="button"
            className="kit-button"
            onClick={() => set({ triggers: [...draft.triggers, newDeviceTrigger()] })}
            data-testid="scene-add-device-trigger"
          >
            <AddOutline aria-hidden="true" /> {t('editor.addDeviceTrigger')}
          </button>
          <button
            type="button"
            className="kit-button"
            onClick={() => set({ triggers: [...draft.triggers, newTimingTrigger()] })}
            data-testid="scene-add-timing-trigger"
          >
            <AddOutline aria-hidden="true" /> {t('editor.addTimingTrigger')}
          </button>
        </div>
        <p className="hint">{t('editor.timingRule')}</p>
        <ChoiceGroup
          label={t('editor.cond')}
          value={draft.cond}
          options={[1, 2, 3].map((v) => ({ value: v as 1 | 2 | 3, label: t(`cond.${v as 1 | 2 | 3}`) }))}
          onChange={(cond) => set({ cond })}
          testId="scene-form-cond"
        />
      </section>

      <section className="dv-section" aria-labelledby="scene-actions">
        <h2 className="dv-section__title" id="scene-actions">
          {t('editor.actions')}
        </h2>
        <SectionError message={errors.actions} testId="scene-form-actions-error" />
        <ol className="kit-list dv-rows">
          {draft.actions.map((action, i) => (
            <ActionEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              key={i}
              index={i}
              value={action}
              onChange={(next) => setAction(i, next)}
              onRemove={
                draft.actions.length > 1
                  ? () => set({ actions: draft.actions.filter((_, j) => j !== i) })
                  : undefined
              }
              devices={list}
              errors={rowErrors(errors, 'actions', i)}
            />
          ))}
        </ol>
        <div className="at-add">
          <button
            type="button"
            className="kit-button"
            onClick={() => set({ actions: [...draft.actions, newDeviceAction()] })}
            data-testid="scene-add-device-action"
          >
            <AddOutline aria-hidden="true" /> {t('editor.addDeviceAction')}
          </button>
          <button
            type="button"
            className="kit-button"
            onClick={() => set({ actions: [...draft.actions, newAlarmAction()] })}
            data-testid="scene-add-alarm-action"
          >
            <AddOutline aria-hidden="true" /> {t('editor.addAlarmAction')}
          </button>
        </div>
        <ChoiceGroup
          label={t('editor.executeMode')}
          value={draft.executeMode}
          options={[
            { value: 1, label: t('executeMode.1') },
            { value: 2, label: t('executeMode.2') },
          ]}
          onChange={(executeMode) => set({ executeMode })}
          testId="scene-form-mode"
        />
        <div className="dv-two">
          <TextField
            label={t('editor.delay', { max: MAX_EXECUTE_DELAY })}
            value={draft.executeDelay}
            onChange={(executeDelay) => set({ executeDelay })}
            error={errors.executeDelay}
            inputMode="numeric"
            maxLength={3}
            data-testid="scene-form-delay"
          />
          <TextField
            label={t('editor.silent')}
            value={draft.silentPeriod}
            onChange={(silentPeriod) => set({ silentPeriod })}
            error={errors.silentPeriod}
            inputMode="numeric"
            maxLength={4}
            data-testid="scene-form-silent"
          />
        </div>
      </section>
      <TextField
        label={t('editor.remark')}
        value={draft.remark}
        onChange={(remark) => set({ remark })}
        error={errors.remark}
        maxLength={140}
        data-testid="scene-form-remark"
      />
      <button
        type="submit"
        className="kit-button kit-button--primary kit-button--large"
        data-testid="scene-form-save"
      >
        {t('editor.save')}
      </button>
    </SubmitForm>
  );
}
