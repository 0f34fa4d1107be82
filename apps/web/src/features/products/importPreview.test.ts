import { describe, expect, it } from 'vitest';
import { previewImport } from './importPreview.ts';

describe('FastBee import preview', () => {
  it('reads the name and counts the items of a thing-model set', () => {
    const text = JSON.stringify({
      productName: '智能插座',
      categoryName: '电工照明',
      thingsModels: { properties: [{}, {}], functions: [{}], events: [] },
    });
    expect(previewImport(text)).toEqual({
      ok: true,
      name: '智能插座',
      category: '电工照明',
      counts: { properties: 2, functions: 1, events: 0 },
    });
  });

  it("reads FastBee's thingsModelsJson text and rows with a type, inside a saved answer too", () => {
    const json = JSON.stringify({ properties: [{}], functions: [{}, {}], events: [{}] });
    expect(previewImport(JSON.stringify({ productName: '温湿度', thingsModelsJson: json }))).toMatchObject({
      counts: { properties: 1, functions: 2, events: 1 },
    });
    const rows = [{ type: 1 }, { type: 1 }, { type: 3 }];
    const answer = { code: 200, data: { productName: ' 网关 ' }, thingsModels: rows };
    expect(previewImport(JSON.stringify(answer))).toMatchObject({
      name: '网关',
      counts: { properties: 2, functions: 0, events: 1 },
    });
    expect(previewImport('{"productName":"空"}')).toMatchObject({ ok: true, counts: undefined });
  });

  it('says what is wrong with text that is no product export', () => {
    expect(previewImport('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(previewImport('{"productName": ')).toEqual({ ok: false, problem: 'notJson' });
    expect(previewImport('[1, 2]')).toEqual({ ok: false, problem: 'notObject' });
    expect(previewImport('{"name": "x"}')).toEqual({ ok: false, problem: 'noName' });
    expect(previewImport('{"productName": "  "}')).toEqual({ ok: false, problem: 'noName' });
  });
});
