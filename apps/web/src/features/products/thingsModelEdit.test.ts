import { ErrorCode, formatMessage } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { modelFixture } from './productFixtures.ts';
import { emptyItem, emptySpec, itemDraftOf, itemOf } from './thingsModelDraft.ts';
import {
  findItem,
  itemProblems,
  moveItem,
  putItem,
  refusedIdentifier,
  removeItem,
  setProblems,
  sortedSet,
} from './thingsModelEdit.ts';

const label = (field: string) => `«${field}»`;
const words = { minAboveMax: 'min>max', valueNeeded: 'value?', betweenFormat: 'a-b' };

describe('thing-model editing as data', () => {
  it('shows items highest order first and rewrites orders to match a move', () => {
    const set = sortedSet(modelFixture());
    expect(set.properties.map((p) => p.id)).toEqual(['temperature', 'humidity']);
    const moved = moveItem(set, 'properties', 0, 1);
    expect(moved.properties.map((p) => [p.id, p.order])).toEqual([
      ['humidity', 1],
      ['temperature', 0],
    ]);
    expect(moveItem(set, 'properties', 0, -1)).toBe(set);
  });

  it('adds at the end of a tab, replaces in place and deletes', () => {
    const set = sortedSet(modelFixture());
    const item = itemOf({ ...emptyItem('properties'), id: 'pm25', name: 'PM2.5' }, 'properties');
    const added = putItem(set, 'properties', undefined, item);
    expect(added.properties.map((p) => [p.id, p.order])).toEqual([
      ['temperature', 2],
      ['humidity', 1],
      ['pm25', 0],
    ]);
    const renamed = putItem(added, 'properties', 2, { ...item, name: '细颗粒物' });
    expect(renamed.properties[2]?.name).toBe('细颗粒物');
    expect(removeItem(renamed, 'properties', 0).properties.map((p) => p.id)).toEqual(['humidity', 'pm25']);
    expect(findItem(renamed, 'smoke')).toEqual({ tab: 'events', index: 0 });
  });

  it('turns a model into drafts and back without losing anything', () => {
    const model = modelFixture();
    for (const [tab, items] of [
      ['properties', model.properties],
      ['events', model.events],
    ] as const) {
      for (const item of items) expect(itemOf(itemDraftOf(item), tab)).toEqual(item);
    }
  });

  it("checks a set with the contract and finds identifiers used twice, in the server's words", () => {
    const set = sortedSet(modelFixture());
    expect(setProblems(set, 'zh-CN', label).size).toBe(0);
    const broken = {
      ...set,
      properties: [{ ...set.properties[0]!, name: '' }, set.properties[1]!],
      functions: [{ ...set.properties[1]!, type: 2 as const }],
    };
    const problems = setProblems(broken, 'zh-CN', label);
    expect(problems.get('properties:0')).toBe('«name»不能为空');
    expect(problems.get('functions:0')).toBe(
      formatMessage('zh-CN', ErrorCode.THINGS_MODEL_DUPLICATE_ID, { value: 'humidity' }),
    );
  });

  it('checks one item by the paths its form shows', () => {
    const draft = {
      ...emptyItem('properties'),
      id: '9lives',
      name: '电量',
      datatype: { ...emptySpec('integer'), min: '10', max: '5', step: '' },
      alarms: [{ level: 2 as const, operator: 'between' as const, value: '30' }],
    };
    const errors = itemProblems(draft, 'properties', [], 'zh-CN', label, words);
    expect(errors.id).toBe('«id»格式不正确');
    expect(errors['datatype.step']).toBe('«step»格式不正确');
    expect(errors['datatype.max']).toBe('min>max');
    expect(errors['alarms.0.value']).toBeTruthy();
    const enumDraft = {
      ...emptyItem('properties'),
      id: 'mode',
      name: '模式',
      datatype: { ...emptySpec('enum'), enumList: [{ value: '0', text: 'x'.repeat(33), textEn: '' }] },
    };
    expect(itemProblems(enumDraft, 'properties', [], 'en-US', label, words)).toEqual({
      'datatype.enumList.0.text': '«text» cannot be longer than 32 characters',
    });
    const taken = modelFixture().events;
    expect(itemProblems({ ...enumDraft, id: 'smoke' }, 'functions', taken, 'zh-CN', label, words).id).toBe(
      formatMessage('zh-CN', ErrorCode.THINGS_MODEL_DUPLICATE_ID, { value: 'smoke' }),
    );
  });

  it("reads the identifier back out of the server's refusal, in either language", () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const message = formatMessage(language, ErrorCode.THINGS_MODEL_ORPHANS_HISTORY, { value: 'humidity' });
      expect(refusedIdentifier(ErrorCode.THINGS_MODEL_ORPHANS_HISTORY, message)).toBe('humidity');
    }
    expect(refusedIdentifier(ErrorCode.PRODUCT_RETIRED, '产品已停用')).toBeUndefined();
    expect(refusedIdentifier(ErrorCode.THINGS_MODEL_DUPLICATE_ID, 'something else')).toBeUndefined();
  });
});
