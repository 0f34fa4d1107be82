import {
  describeZodError,
  ErrorCode,
  formatMessage,
  type Language,
  SCENE_COND,
  SCENE_ENABLE,
  SCENE_EXECUTE_MODE,
  SCENE_SOURCE,
  type Scene,
  type SceneBody,
  type SceneOperator,
  sceneBody,
  TRIGGER_TYPE,
} from '@linli/contracts';
import { newSchedule, type ScheduleDraft, scheduleBody } from '../timers/index.ts';

/**
 * The scene editor's working copy. Numbers the user types stay text until saving, so a half-typed value
 * is never lost; `validateScene` turns the draft into the body with the contracts' own schema
 * (docs/product.md "Scenes": the same rules and the same messages as the server, which checks everything
 * again).
 */
export type DeviceTriggerType = 1 | 2 | 3 | 5 | 6;

export interface DeviceTriggerDraft {
  source: 1;
  deviceId: number;
  type: DeviceTriggerType;
  id: string;
  operator: SceneOperator;
  value: string;
}

export interface TimingTriggerDraft extends ScheduleDraft {
  source: 2;
}

export type TriggerDraft = DeviceTriggerDraft | TimingTriggerDraft;

export interface DeviceActionDraft {
  source: 1;
  deviceId: number;
  type: 1 | 2;
  id: string;
  value: string;
}

export interface AlarmActionDraft {
  source: 4;
  alertName: string;
  alertLevel: 1 | 2 | 3;
}

export type ActionDraft = DeviceActionDraft | AlarmActionDraft;

export interface SceneDraft {
  sceneName: string;
  enable: 1 | 2;
  cond: 1 | 2 | 3;
  executeMode: 1 | 2;
  executeDelay: string;
  silentPeriod: string;
  remark: string;
  triggers: TriggerDraft[];
  actions: ActionDraft[];
}

export const newDeviceTrigger = (): DeviceTriggerDraft => ({
  source: SCENE_SOURCE.device,
  deviceId: 0,
  type: TRIGGER_TYPE.property,
  id: '',
  operator: '=',
  value: '',
});

export const newTimingTrigger = (): TimingTriggerDraft => ({ source: SCENE_SOURCE.timer, ...newSchedule() });

export const newDeviceAction = (): DeviceActionDraft => ({
  source: SCENE_SOURCE.device,
  deviceId: 0,
  type: 2,
  id: '',
  value: '',
});

export const newAlarmAction = (): AlarmActionDraft => ({
  source: SCENE_SOURCE.alarm,
  alertName: '',
  alertLevel: 2,
});

export function emptyScene(): SceneDraft {
  return {
    sceneName: '',
    enable: SCENE_ENABLE.running,
    cond: SCENE_COND.any,
    executeMode: SCENE_EXECUTE_MODE.serial,
    executeDelay: '0',
    silentPeriod: '0',
    remark: '',
    triggers: [newDeviceTrigger()],
    actions: [newDeviceAction()],
  };
}

/** A stored scene as a draft. */
export function sceneToDraft(scene: Scene): SceneDraft {
  return {
    sceneName: scene.sceneName,
    enable: scene.enable,
    cond: scene.cond,
    executeMode: scene.executeMode,
    executeDelay: String(scene.executeDelay),
    silentPeriod: String(scene.silentPeriod),
    remark: scene.remark,
    triggers: scene.triggers.map(
      (t): TriggerDraft =>
        t.source === SCENE_SOURCE.timer
          ? {
              source: SCENE_SOURCE.timer,
              isAdvance: t.isAdvance === 1 ? 1 : 0,
              time: t.time ?? '',
              weekdays: t.weekdays ?? [],
              cronExpression: t.cronExpression ?? '',
            }
          : {
              source: SCENE_SOURCE.device,
              deviceId: t.deviceId,
              type: t.type,
              id: t.id,
              operator: t.operator,
              value: t.value,
            },
    ),
    actions: scene.actions.map(
      (a): ActionDraft =>
        a.source === SCENE_SOURCE.alarm
          ? { source: SCENE_SOURCE.alarm, alertName: a.alertName, alertLevel: a.alertLevel as 1 | 2 | 3 }
          : { source: SCENE_SOURCE.device, deviceId: a.deviceId, type: a.type, id: a.id, value: a.value },
    ),
  };
}

const numberText = (text: string) => (text.trim() === '' ? 0 : Number(text));

export function draftToInput(draft: SceneDraft): unknown {
  return {
    sceneName: draft.sceneName,
    enable: draft.enable,
    cond: draft.cond,
    executeMode: draft.executeMode,
    executeDelay: numberText(draft.executeDelay),
    silentPeriod: numberText(draft.silentPeriod),
    remark: draft.remark,
    triggers: draft.triggers.map((t) =>
      t.source === SCENE_SOURCE.timer
        ? { source: t.source, ...scheduleBody(t) }
        : {
            ...t,
            // Online/offline triggers watch the device, not an item.
            id: t.type === TRIGGER_TYPE.online || t.type === TRIGGER_TYPE.offline ? '' : t.id,
          },
    ),
    actions: draft.actions,
  };
}

/** Problems keyed by path: 'sceneName', 'triggers', 'actions', 'triggers.0.value', 'executeDelay'. */
export type SceneErrors = Record<string, string>;

export type SceneCheck = { ok: true; body: SceneBody } | { ok: false; errors: SceneErrors };

/**
 * docs/product.md "Scenes" on the phone, with the server's schema and messages; each path keeps its first
 * problem.
 */
export function validateScene(draft: SceneDraft, language: Language): SceneCheck {
  const result = sceneBody.safeParse(draftToInput(draft));
  if (result.success) return { ok: true, body: result.data };
  const errors: SceneErrors = {};
  for (const issue of result.error.issues) {
    const failure = describeZodError({ ...result.error, issues: [issue] } as typeof result.error);
    const key = issue.path.join('.') || '_';
    // A device not picked yet is 0, which the schema calls too small; people read it as 'required'.
    const code = issue.path.at(-1) === 'deviceId' ? ErrorCode.FIELD_REQUIRED : failure.errorCode;
    errors[key] ??= formatMessage(language, code, failure.params);
  }
  return { ok: false, errors };
}

/** The errors under one row (`triggers.2.`), keyed by field. */
export function rowErrors(errors: SceneErrors, list: 'triggers' | 'actions', index: number) {
  const prefix = `${list}.${index}.`;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) out[key.slice(prefix.length)] ??= message;
  }
  return out;
}
