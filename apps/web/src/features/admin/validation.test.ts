import { describe, expect, it } from 'vitest';
import {
  contentHtml,
  emptyBanner,
  emptyProject,
  type ProjectDraft,
  splitServices,
  toProjectBody,
  validateBanner,
  validateProject,
} from './validation.ts';

const label = (field: string) => `«${field}»`;
const valid = (overrides: Partial<ProjectDraft> = {}): ProjectDraft => ({
  ...emptyProject(),
  title: '长者助餐',
  summary: '每天中午送餐上门',
  description: '由社区食堂配送',
  provider: '邻里社工站',
  address: '景田北路28号',
  capacity: '20',
  contactPhone: '0755-88886666',
  ...overrides,
});

describe('project form validation (contracts projectBody on the client)', () => {
  it('accepts a complete project, with or without coordinates, mobile or landline', () => {
    expect(validateProject(valid(), 'zh-CN', label)).toEqual({});
    expect(validateProject(valid({ longitude: '114.05', latitude: '22.56' }), 'zh-CN', label)).toEqual({});
    expect(validateProject(valid({ contactPhone: '13800138000' }), 'zh-CN', label)).toEqual({});
    expect(toProjectBody(valid({ longitude: '', cover: '' }))).toMatchObject({
      longitude: null,
      capacity: 20,
    });
    expect(toProjectBody(valid())).not.toHaveProperty('cover');
  });

  it('names every missing required field, in the server wording', () => {
    const errors = validateProject(emptyProject(), 'zh-CN', label);
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'capacity', 'contactPhone', 'description', 'provider', 'summary', 'title'].sort(),
    );
    expect(errors.title).toBe('«title»不能为空');
    expect(errors.capacity).toBe('«capacity»不能为空');
    const english = validateProject(emptyProject(), 'en-US', label);
    expect(english.provider).toContain('«provider»');
  });

  it('refuses a bad phone, capacity, coordinates and cover, one message per field', () => {
    const errors = validateProject(
      valid({
        contactPhone: '12345',
        capacity: '20000',
        longitude: '200',
        latitude: 'north',
        cover: 'javascript:alert(1)',
        title: 'x'.repeat(61),
      }),
      'zh-CN',
      label,
    );
    expect(errors.contactPhone).toBeTruthy();
    expect(errors.capacity).toContain('10000');
    expect(errors.longitude).toContain('180');
    expect(errors.latitude).toContain('«latitude»');
    expect(errors.cover).toContain('«cover»');
    expect(errors.title).toContain('60');
    expect(validateProject(valid({ capacity: '2.5' }), 'zh-CN', label).capacity).toBeTruthy();
  });
});

describe('the other forms', () => {
  it('checks a banner link against its type', () => {
    const base = { ...emptyBanner(), title: '敬老周', image: '/uploads/2026/01/a.png' };
    expect(validateBanner(base, 'zh-CN', label)).toEqual({});
    expect(validateBanner({ ...base, image: '' }, 'zh-CN', label).image).toBe('«image»不能为空');
    expect(
      validateBanner({ ...base, linkType: 'url', linkTarget: 'javascript:x' }, 'zh-CN', label).linkTarget,
    ).toBeTruthy();
    expect(
      validateBanner({ ...base, linkType: 'url', linkTarget: '/pages/news/index' }, 'zh-CN', label),
    ).toEqual({});
    expect(validateBanner({ ...base, linkType: 'news', linkTarget: '' }, 'zh-CN', label).linkTarget).toBe(
      '«linkTarget»不能为空',
    );
  });

  it('turns plain text into escaped paragraphs and leaves HTML as written', () => {
    expect(contentHtml('第一段\n第二行\n\n<第二段>')).toBe('<p>第一段<br>第二行</p><p>&lt;第二段&gt;</p>');
    expect(contentHtml('<p>已有<strong>格式</strong></p>')).toBe('<p>已有<strong>格式</strong></p>');
    expect(contentHtml('开头\n\n名额<strong>30</strong>个\n\n<h3>报名</h3>')).toBe(
      '<p>开头</p><p>名额<strong>30</strong>个</p><h3>报名</h3>',
    );
    expect(splitServices('助餐、助浴, 陪诊\n理发')).toEqual(['助餐', '助浴', '陪诊', '理发']);
  });
});
