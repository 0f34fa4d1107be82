import { scenesErrorMessages } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyScene,
  newAlarmAction,
  newTimingTrigger,
  type SceneDraft,
  validateScene,
} from './sceneModel.ts';

const valid = (): SceneDraft => ({
  ...emptyScene(),
  sceneName: '跌倒报警',
  triggers: [{ source: 1, deviceId: 6, type: 3, id: 'fall', operator: '=', value: '' }],
  actions: [{ source: 4, alertName: '检测到跌倒', alertLevel: 3 }],
});

describe('scene editor validation (docs/product.md "Scenes", same rules and messages as the server)', () => {
  it('accepts a device trigger with an alarm', () => {
    expect(validateScene(valid(), 'zh-CN').ok).toBe(true);
  });

  it('refuses alarms in a scene with a timing trigger', () => {
    const draft = { ...valid(), triggers: [newTimingTrigger()], actions: [newAlarmAction()] };
    draft.actions = [{ source: 4, alertName: '提醒', alertLevel: 2 }];
    const result = validateScene(draft, 'zh-CN');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.actions).toBe(scenesErrorMessages['zh-CN'].SCENE_TIMING_NO_ALARM);
    const en = validateScene(draft, 'en-US');
    if (!en.ok) expect(en.errors.actions).toBe('Alarm actions are invalid in a scene with a timing trigger');
  });

  it('allows exactly one timing and no other trigger', () => {
    const draft = {
      ...valid(),
      actions: [{ source: 1, deviceId: 1, type: 2, id: 'switch', value: '1' } as const],
    };
    draft.triggers = [newTimingTrigger(), newTimingTrigger()];
    const two = validateScene(draft, 'zh-CN');
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.errors.triggers).toBe(scenesErrorMessages['zh-CN'].SCENE_ONE_TIMING);
    draft.triggers = [newTimingTrigger(), valid().triggers[0]!];
    const mixed = validateScene(draft, 'zh-CN');
    if (!mixed.ok) expect(mixed.errors.triggers).toBe(scenesErrorMessages['zh-CN'].SCENE_ONE_TIMING);
    expect(mixed.ok).toBe(false);
    draft.triggers = [newTimingTrigger()];
    expect(validateScene(draft, 'zh-CN').ok).toBe(true);
  });

  it('limits the delay to 90 seconds', () => {
    expect(validateScene({ ...valid(), executeDelay: '90' }, 'zh-CN').ok).toBe(true);
    const result = validateScene({ ...valid(), executeDelay: '91' }, 'zh-CN');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.executeDelay).toBe('延时执行不能大于90');
  });

  it('names empty fields per row: name, device, item, and a bad between value', () => {
    const draft: SceneDraft = {
      ...emptyScene(),
      triggers: [{ source: 1, deviceId: 0, type: 1, id: 'temperature', operator: 'between', value: '30' }],
    };
    const result = validateScene(draft, 'zh-CN');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.sceneName).toBe('场景名称不能为空');
    expect(result.errors['triggers.0.deviceId']).toBe('设备不能为空');
    expect(result.errors['triggers.0.value']).toBe(scenesErrorMessages['zh-CN'].SCENE_BETWEEN_VALUE);
    expect(result.errors['actions.0.id']).toBeDefined();
  });
});
