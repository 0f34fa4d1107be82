/**
 * Refusals of scenes (docs/product.md "Scenes") in both languages; spread into ErrorCode, messages and
 * labels.
 */
export const scenesErrorCodes = {
  SCENE_NOT_FOUND: 'SCENE_NOT_FOUND',
  SCENE_ONE_TIMING: 'SCENE_ONE_TIMING',
  SCENE_TIMING_NO_ALARM: 'SCENE_TIMING_NO_ALARM',
  SCENE_SWITCH_FAILED: 'SCENE_SWITCH_FAILED',
  SCENE_BETWEEN_VALUE: 'SCENE_BETWEEN_VALUE',
} as const;

export const scenesErrorMessages = {
  'zh-CN': {
    SCENE_NOT_FOUND: '场景不存在',
    SCENE_ONE_TIMING: '定时触发只能设置一个，且不能与其他触发条件一起使用',
    SCENE_TIMING_NO_ALARM: '定时触发的场景不能包含告警动作',
    SCENE_SWITCH_FAILED: '场景切换失败',
    SCENE_BETWEEN_VALUE: '“在…之间”的值应写成 最小值-最大值',
  },
  'en-US': {
    SCENE_NOT_FOUND: 'The scene does not exist',
    SCENE_ONE_TIMING: 'A timing trigger allows exactly one timing and no other trigger',
    SCENE_TIMING_NO_ALARM: 'Alarm actions are invalid in a scene with a timing trigger',
    SCENE_SWITCH_FAILED: 'scene switch failed',
    SCENE_BETWEEN_VALUE: 'A "between" value is written min-max',
  },
};

/** Success text of `PUT /iot/scene/updateStatus` (docs/product.md "Scenes"). */
export const sceneSwitchSuccess = { 'zh-CN': '场景切换成功', 'en-US': 'scene switch successful' } as const;

export const scenesFieldLabels = {
  'zh-CN': {
    sceneId: '场景',
    sceneName: '场景名称',
    triggers: '触发条件',
    enable: '状态',
    cond: '条件类型',
    executeMode: '执行方式',
    executeDelay: '延时执行',
    silentPeriod: '静默时间',
    operator: '运算符',
    alertName: '告警名称',
    alertLevel: '告警级别',
    source: '类型',
    type: '类型',
  },
  'en-US': {
    sceneId: 'Scene',
    sceneName: 'Scene name',
    triggers: 'Trigger conditions',
    enable: 'Status',
    cond: 'Condition type',
    executeMode: 'Execution method',
    executeDelay: 'Delayed execution',
    silentPeriod: 'Silent time',
    operator: 'Operator',
    alertName: 'Alert name',
    alertLevel: 'Alert level',
    source: 'Kind',
    type: 'Type',
  },
};
