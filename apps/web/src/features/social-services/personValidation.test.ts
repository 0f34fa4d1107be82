import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { emptyPersonDraft, splitTags, toPersonBody, validatePerson } from './personValidation.ts';

const t = i18n.getFixedT('zh-CN', 'socialServices');
const TODAY = '2026-05-01';

describe('person-served file (personBody)', () => {
  it('needs a name and a birth date or an ID card', () => {
    expect(validatePerson(t, emptyPersonDraft(), TODAY)).toEqual({
      name: '请填写姓名',
      birthDate: '出生日期和身份证号码至少填写一项',
    });
  });

  it('checks the ID card, a future birth date, phones, tags and the account id', () => {
    const errors = validatePerson(
      t,
      {
        ...emptyPersonDraft(),
        name: '周桂兰',
        birthDate: '2027-01-01',
        idCard: '110105194912310021',
        phone: '12345',
        guardianPhone: '0755-8333123',
        tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','),
        userId: '0',
      },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual(['birthDate', 'idCard', 'phone', 'tags', 'userId']);
  });

  it('builds the body: landlines accepted, tags split on either comma, the x upper-cased', () => {
    const draft = {
      ...emptyPersonDraft(),
      name: ' 周桂兰 ',
      sex: '1' as const,
      idCard: '11010519491231002x',
      phone: '0755-83331234',
      tags: '独居，高血压, ',
      userId: '7',
    };
    expect(validatePerson(t, draft, TODAY)).toEqual({});
    expect(toPersonBody(draft)).toMatchObject({
      name: '周桂兰',
      sex: '1',
      idCard: '11010519491231002X',
      phone: '0755-83331234',
      tags: ['独居', '高血压'],
      userId: 7,
    });
    expect(splitTags('a、b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('sends the chosen caseworker, and leaves it to the server when none is chosen', () => {
    const draft = { ...emptyPersonDraft(), name: '周桂兰', birthDate: '1949-12-31' };
    expect(toPersonBody({ ...draft, caseworkerId: '12' }).caseworkerId).toBe(12);
    expect(toPersonBody(draft)).not.toHaveProperty('caseworkerId');
  });
});
