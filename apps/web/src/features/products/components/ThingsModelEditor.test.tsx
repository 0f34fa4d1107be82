import { ErrorCode, formatMessage, pathOf, productsRoutes, type ThingsModelSet } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeFetch } from '../../../test/render.tsx';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { modelFixture, productFixture } from '../productFixtures.ts';
import { ThingsModelEditor } from './ThingsModelEditor.tsx';

const SAVE = pathOf(productsRoutes.saveThingsModel, { id: 7 });
const saved = (overrides = {}) => ({
  body: { code: 200, msg: '操作成功', data: productFixture({ thingsModelVersion: 4, ...overrides }) },
});
const tap = (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const sentSet = (calls: Array<{ url: string; init: RequestInit }>): ThingsModelSet =>
  JSON.parse(String(calls.find((c) => c.url.includes(SAVE))?.init.body)).thingsModels;

function editor(fake: ReturnType<typeof fakeFetch>, product = productFixture()) {
  vi.stubGlobal('fetch', fake.fetch);
  return renderAt(<ThingsModelEditor product={product} initial={modelFixture()} />);
}

describe('thing-model editor', () => {
  it('adds an enum property with both languages and saves it as the next version', async () => {
    const fake = fakeFetch({ [SAVE]: saved() });
    editor(fake);
    expect(screen.getByTestId('thing-properties-0').textContent).toContain('温度');
    await tap('thing-add');
    type('thing-id', 'mode');
    type('thing-name', '模式');
    type('thing-nameEn', 'Mode');
    type('thing-spec-type', 'enum');
    type('thing-spec-enum-0-text', '自动');
    type('thing-spec-enum-0-textEn', 'Auto');
    await tap('thing-spec-enum-add');
    type('thing-spec-enum-1-text', '手动');
    type('thing-spec-enum-1-textEn', 'Manual');
    await tap('thing-spec-showWay-button');
    await tap('thing-done');
    expect(screen.getByTestId('thing-properties-2').textContent).toContain('模式 · Mode');
    expect(screen.getByTestId('thing-tab-properties').textContent).toBe('属性（3）');
    await tap('thing-save');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.init.method).toBe('PUT');
    const sent = sentSet(fake.calls);
    expect(sent.properties.map((p) => [p.id, p.order])).toEqual([
      ['temperature', 2],
      ['humidity', 1],
      ['mode', 0],
    ]);
    expect(sent.properties[2]).toEqual({
      id: 'mode',
      name: '模式',
      nameEn: 'Mode',
      type: 1,
      datatype: {
        type: 'enum',
        enumList: [
          { value: '0', text: '自动', textEn: 'Auto' },
          { value: '1', text: '手动', textEn: 'Manual' },
        ],
        showWay: 'button',
      },
      isChart: 0,
      isMonitor: 0,
      isHistory: 1,
      isReadonly: 0,
      isSharePerm: 0,
      order: 0,
    });
    expect(sent.events).toEqual(modelFixture().events);
    expect(await screen.findByText('已保存为版本 4')).toBeTruthy();
  });

  it('adds a function taking an object with fields', async () => {
    const fake = fakeFetch({ [SAVE]: saved({ status: 1, thingsModelVersion: 1 }) });
    editor(fake, productFixture({ status: 1, thingsModelVersion: 1 }));
    await tap('thing-tab-functions');
    expect(screen.getByTestId('thing-empty').textContent).toBe('还没有功能');
    await tap('thing-add');
    type('thing-id', 'config');
    type('thing-name', '上报设置');
    type('thing-spec-type', 'object');
    await tap('thing-spec-param-add');
    type('thing-spec-param-0-id', 'interval');
    type('thing-spec-param-0-name', '间隔');
    type('thing-spec-param-0-nameEn', 'Interval');
    type('thing-spec-param-0-spec-min', '1');
    type('thing-spec-param-0-spec-max', '3600');
    type('thing-spec-param-0-spec-unit', '秒');
    type('thing-spec-param-0-spec-unitEn', 's');
    await tap('thing-spec-param-add');
    type('thing-spec-param-1-id', 'label');
    type('thing-spec-param-1-name', '标签');
    type('thing-spec-param-1-spec-type', 'string');
    type('thing-spec-param-1-spec-maxLength', '20');
    await tap('thing-done');
    expect(screen.getByTestId('thing-functions-0').textContent).toContain('对象：2 个字段');
    await tap('thing-save');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(sentSet(fake.calls).functions).toEqual([
      expect.objectContaining({
        id: 'config',
        type: 2,
        isHistory: 0,
        datatype: {
          type: 'object',
          params: [
            {
              id: 'interval',
              name: '间隔',
              nameEn: 'Interval',
              datatype: { type: 'integer', min: 1, max: 3600, step: 1, unit: '秒', unitEn: 's' },
            },
            { id: 'label', name: '标签', datatype: { type: 'string', maxLength: 20 } },
          ],
        },
      }),
    ]);
    expect(await screen.findByText('物模型已保存')).toBeTruthy();
  });

  it('reorders and deletes, and the save sends the set as it is shown', async () => {
    const fake = fakeFetch({ [SAVE]: saved() });
    editor(fake);
    expect(screen.getByTestId('thing-properties-0-up')).toHaveProperty('disabled', true);
    await tap('thing-properties-0-down');
    expect(screen.getByTestId('thing-properties-0').textContent).toContain('湿度');
    await tap('thing-tab-events');
    await tap('thing-events-0-delete');
    expect(await screen.findByText(/删除“烟雾报警”（smoke）/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('删除', { selector: '.adm-dialog *' }));
    });
    await waitFor(() => expect(screen.queryByTestId('thing-events-0')).toBeNull());
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    await tap('thing-save');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    const sent = sentSet(fake.calls);
    expect(sent.properties.map((p) => [p.id, p.order])).toEqual([
      ['humidity', 1],
      ['temperature', 0],
    ]);
    expect(sent.events).toEqual([]);
  });

  it('checks an item with the contract before it joins the list', async () => {
    const fake = fakeFetch({});
    editor(fake);
    await tap('thing-add');
    type('thing-id', '1st');
    type('thing-spec-min', '50');
    type('thing-spec-max', '10');
    await tap('thing-alarm-add');
    await tap('thing-done');
    const errorOf = (testId: string) =>
      document.getElementById(`${screen.getByTestId(testId).id}-error`)?.textContent;
    expect(errorOf('thing-id')).toContain('标识符格式不正确');
    expect(errorOf('thing-name')).toContain('名称（中文）不能为空');
    expect(errorOf('thing-spec-max')).toContain('最大值不能小于最小值');
    expect(errorOf('thing-alarm-0-value')).toContain('请填写比较的值');
    type('thing-id', 'temperature');
    await tap('thing-done');
    expect(errorOf('thing-id')).toContain('标识符“temperature”重复');
    await tap('thing-cancel');
    expect(screen.getByTestId('thing-tab-properties').textContent).toBe('属性（2）');
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the server's refusal next to the item it names", async () => {
    const msg = formatMessage('zh-CN', ErrorCode.THINGS_MODEL_ORPHANS_HISTORY, { value: 'smoke' });
    const fake = fakeFetch({
      [SAVE]: { body: { code: 500, msg, errorCode: ErrorCode.THINGS_MODEL_ORPHANS_HISTORY } },
    });
    editor(fake);
    await tap('thing-save');
    const beside = await screen.findByTestId('thing-events-0-error');
    expect(beside.textContent).toContain('物模型“smoke”已有设备上报的数据');
    expect(screen.getByTestId('thing-tab-events').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByTestId('thing-save-error')).toBeNull();
  });

  it('in English, shows the English names and saves both languages as they were', async () => {
    await changeLanguage('en-US');
    const fake = fakeFetch({ [SAVE]: saved() });
    editor(fake);
    await tap('thing-properties-0-down');
    await tap('thing-save');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    const temperature = sentSet(fake.calls).properties.find((m) => m.id === 'temperature');
    expect(temperature).toMatchObject({ name: '温度', nameEn: 'Temperature' });
    expect(temperature?.datatype).toMatchObject({ unit: '℃', unitEn: '°C' });
  });
});
