import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { idQueryField } from '../devices/fields.ts';
import { checkSchedule, scheduleFields } from '../timers/schemas.ts';

/** Scene vocabulary, FastBee v2 numbering (docs/fastbee.md "Scenes"). */
export const SCENE_ENABLE = { running: 1, stopped: 2 } as const;
export const SCENE_COND = { any: 1, all: 2, none: 3 } as const;
export const SCENE_EXECUTE_MODE = { serial: 1, parallel: 2 } as const;
/** Trigger/action source: 1 device, 2 timing, 4 alarm. */
export const SCENE_SOURCE = { device: 1, timer: 2, alarm: 4 } as const;
/** Device trigger type: 1 property, 2 function, 3 event, 5 online, 6 offline. */
export const TRIGGER_TYPE = { property: 1, function: 2, event: 3, online: 5, offline: 6 } as const;
export const SCENE_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'between', 'contain', 'notContain'] as const;
export type SceneOperator = (typeof SCENE_OPERATORS)[number];
/** Alert levels: 1 reminder, 2 warning, 3 critical. */
export const ALERT_LEVEL = { info: 1, warning: 2, critical: 3 } as const;
export type AlertLevel = (typeof ALERT_LEVEL)[keyof typeof ALERT_LEVEL];
/** docs/product.md "Scenes": delayed execution is limited to 90 seconds. */
export const MAX_EXECUTE_DELAY = 90;
export const MAX_SILENT_MINUTES = 1440;

const BETWEEN = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/;

/** Reads a between value `min-max`; undefined when it is not one. */
export function parseBetween(value: string): [number, number] | undefined {
  const m = BETWEEN.exec(value.trim());
  if (!m) return undefined;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= b ? [a, b] : undefined;
}

/** Whether a reported value satisfies a trigger's operator (numbers compare as numbers, else as text). */
export function compareValue(actual: string, operator: SceneOperator, expected: string): boolean {
  const a = Number(actual);
  const e = Number(expected);
  const numeric = actual.trim() !== '' && expected.trim() !== '' && !Number.isNaN(a) && !Number.isNaN(e);
  switch (operator) {
    case '=':
      return numeric ? a === e : actual === expected;
    case '!=':
      return numeric ? a !== e : actual !== expected;
    case '>':
      return numeric && a > e;
    case '<':
      return numeric && a < e;
    case '>=':
      return numeric && a >= e;
    case '<=':
      return numeric && a <= e;
    case 'between': {
      const range = parseBetween(expected);
      return (
        range !== undefined && !Number.isNaN(a) && actual.trim() !== '' && a >= range[0] && a <= range[1]
      );
    }
    case 'contain':
      return actual.includes(expected);
    case 'notContain':
      return !actual.includes(expected);
  }
}

const deviceTrigger = z.object({
  source: z.literal(SCENE_SOURCE.device),
  deviceId: rowId,
  type: z.union([
    z.literal(TRIGGER_TYPE.property),
    z.literal(TRIGGER_TYPE.function),
    z.literal(TRIGGER_TYPE.event),
    z.literal(TRIGGER_TYPE.online),
    z.literal(TRIGGER_TYPE.offline),
  ]),
  /** Thing-model identifier (property, function, event). */
  id: z.string().trim().max(64).default(''),
  operator: z.enum(SCENE_OPERATORS).default('='),
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String).default(''),
});

const timerTrigger = z.object({ source: z.literal(SCENE_SOURCE.timer), ...scheduleFields });

export const sceneTrigger = z.discriminatedUnion('source', [deviceTrigger, timerTrigger]);
export type SceneTrigger = z.infer<typeof sceneTrigger>;

const deviceAction = z.object({
  source: z.literal(SCENE_SOURCE.device),
  deviceId: rowId,
  type: z.union([z.literal(TRIGGER_TYPE.property), z.literal(TRIGGER_TYPE.function)]).default(2),
  id: z.string().trim().min(1).max(64),
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
});
const alarmAction = z.object({
  source: z.literal(SCENE_SOURCE.alarm),
  alertName: z.string().trim().min(1).max(64),
  alertLevel: z.coerce.number().int().min(1).max(3),
});
export const sceneAction = z.discriminatedUnion('source', [deviceAction, alarmAction]);
export type SceneAction = z.infer<typeof sceneAction>;

const sceneFields = {
  // docs/product.md "Scenes": scene name, trigger conditions and executable tasks cannot be empty.
  sceneName: z.string().trim().min(1).max(32),
  enable: z.coerce.number().int().min(1).max(2).default(SCENE_ENABLE.running),
  cond: z.coerce.number().int().min(1).max(3).default(SCENE_COND.any),
  executeMode: z.coerce.number().int().min(1).max(2).default(SCENE_EXECUTE_MODE.serial),
  executeDelay: z.coerce.number().int().min(0).max(MAX_EXECUTE_DELAY).default(0),
  silentPeriod: z.coerce.number().int().min(0).max(MAX_SILENT_MINUTES).default(0),
  remark: z.string().trim().max(140).default(''),
  triggers: z.array(sceneTrigger).min(1).max(16),
  actions: z.array(sceneAction).min(1).max(16),
};

type SceneShape = { triggers: SceneTrigger[]; actions: SceneAction[] };

/**
 * docs/product.md "Scenes": a timing trigger allows exactly one timing (and nothing else); alarms are then
 * invalid.
 */
function checkScene(scene: SceneShape, ctx: z.RefinementCtx): void {
  const timings = scene.triggers.filter((t) => t.source === SCENE_SOURCE.timer);
  if (timings.length > 0 && scene.triggers.length > 1)
    ctx.addIssue({ code: 'custom', message: ErrorCode.SCENE_ONE_TIMING, path: ['triggers'] });
  if (timings.length > 0 && scene.actions.some((a) => a.source === SCENE_SOURCE.alarm))
    ctx.addIssue({ code: 'custom', message: ErrorCode.SCENE_TIMING_NO_ALARM, path: ['actions'] });
  for (const [i, t] of scene.triggers.entries()) {
    if (t.source === SCENE_SOURCE.timer) {
      checkSchedule(t, ctx, ['triggers', i]);
      continue;
    }
    const needsItem =
      t.type === TRIGGER_TYPE.property || t.type === TRIGGER_TYPE.function || t.type === TRIGGER_TYPE.event;
    if (needsItem && !t.id)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['triggers', i, 'id'] });
    if (needsItem && t.type !== TRIGGER_TYPE.event && t.value === '')
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['triggers', i, 'value'] });
    if (t.operator === 'between' && !parseBetween(t.value))
      ctx.addIssue({
        code: 'custom',
        message: ErrorCode.SCENE_BETWEEN_VALUE,
        path: ['triggers', i, 'value'],
      });
  }
}

export const sceneBody = z.object(sceneFields).superRefine(checkScene);
export type SceneBody = z.infer<typeof sceneBody>;
export const sceneUpdateBody = z.object({ sceneId: rowId, ...sceneFields }).superRefine(checkScene);
export type SceneUpdateBody = z.infer<typeof sceneUpdateBody>;

export const sceneStatusBody = z.object({
  sceneId: rowId,
  enable: z.coerce.number().int().min(1).max(2),
});
export const runSceneQuery = z.object({ sceneId: idQueryField });
export const sceneListQuery = pageQuery.extend({
  sceneName: z.string().trim().max(32).optional(),
  enable: z.coerce.number().int().min(1).max(2).optional(),
});
export type SceneListQuery = z.infer<typeof sceneListQuery>;
export const sceneRunLogQuery = pageQuery.extend({ sceneId: idQueryField });

/**
 * A stored trigger or action as the server answers it: the body's rules have run already, so these read
 * the values exactly (no coercion, defaults or transforms) and the types are those of `sceneTrigger` and
 * `sceneAction` after parsing.
 */
const storedTrigger = z.discriminatedUnion('source', [
  z.object({
    source: z.literal(SCENE_SOURCE.device),
    deviceId: z.number().int(),
    type: z.literal([
      TRIGGER_TYPE.property,
      TRIGGER_TYPE.function,
      TRIGGER_TYPE.event,
      TRIGGER_TYPE.online,
      TRIGGER_TYPE.offline,
    ]),
    id: z.string(),
    operator: z.enum(SCENE_OPERATORS),
    value: z.string(),
  }),
  z.object({
    source: z.literal(SCENE_SOURCE.timer),
    isAdvance: z.number().int(),
    // Only the fields of its kind were sent (time + weekdays, or cronExpression); JSON keeps no others.
    time: z.string().optional(),
    weekdays: z.array(z.number().int()).optional(),
    cronExpression: z.string().optional(),
  }),
]);
const storedAction = z.discriminatedUnion('source', [
  z.object({
    source: z.literal(SCENE_SOURCE.device),
    deviceId: z.number().int(),
    type: z.literal([TRIGGER_TYPE.property, TRIGGER_TYPE.function]),
    id: z.string(),
    value: z.string(),
  }),
  z.object({ source: z.literal(SCENE_SOURCE.alarm), alertName: z.string(), alertLevel: z.number().int() }),
]);

export const scene = z.object({
  sceneId: z.number().int(),
  sceneName: z.string(),
  userId: z.number().int(),
  enable: z.literal([SCENE_ENABLE.running, SCENE_ENABLE.stopped]),
  cond: z.literal([SCENE_COND.any, SCENE_COND.all, SCENE_COND.none]),
  executeMode: z.literal([SCENE_EXECUTE_MODE.serial, SCENE_EXECUTE_MODE.parallel]),
  executeDelay: z.number().int(),
  silentPeriod: z.number().int(),
  /** 1 when an alarm is among the actions (FastBee hasAlert), 2 otherwise. */
  hasAlert: z.literal([1, 2]),
  remark: z.string(),
  triggers: z.array(storedTrigger),
  actions: z.array(storedAction),
  lastFiredTime: z.string().nullable(),
  createTime: z.string(),
});
export type Scene = z.infer<typeof scene>;

/** Why a scene run happened and what it did: the answer to "why did this fire". */
export const sceneRun = z.object({
  runId: z.number().int(),
  sceneId: z.number().int(),
  /** 'device' (a report or status change), 'timer', 'manual' (run once). */
  cause: z.enum(['device', 'timer', 'manual']),
  /**
   * The report or status change that fired it: a report has `items`, a status change `status`; a timing
   * run has none of these, a manual one at most the device of its first trigger.
   */
  detail: z.object({
    deviceId: z.number().int().optional(),
    serialNumber: z.string().optional(),
    items: z.array(z.object({ id: z.string(), value: z.string() })).optional(),
    status: z.enum(['online', 'offline']).optional(),
  }),
  /** Each trigger, whether it held, and the value it saw (null: none stored, or an event not in the report). */
  conditions: z.array(z.object({ index: z.number().int(), held: z.boolean(), value: z.string().nullable() })),
  /** Each action, in order, and what came of it. */
  actions: z.array(
    z.object({ index: z.number().int(), target: z.string(), result: z.string(), detail: z.string() }),
  ),
  /** 'pending' while a delayed run waits; 'done' when every action worked; 'partial' / 'failed' otherwise. */
  status: z.enum(['pending', 'done', 'partial', 'failed']),
  firedAt: z.string(),
  executeAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Times the conditions held again during the silent period after this run (not run), and the latest. */
  silenced: z.number().int(),
  lastSilencedAt: z.string().nullable(),
});
export type SceneRun = z.infer<typeof sceneRun>;
