import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../common/error-codes.ts';
import { formatMessage } from '../common/messages.ts';
import { ORG_TYPES } from './conditions.ts';
import {
  applyVetoes,
  firstConditionProblem,
  orgTypesOf,
  resolveSocialOrgTable,
  unknownConditionId,
} from './grading-rules.ts';
import { scoreInstitution, scoreSocialOrg } from './scoring.ts';
import { SEED_INSTITUTION_TEMPLATE, SEED_SOCIAL_ORG_TEMPLATE } from './seed-templates.ts';
import {
  type Category,
  type GradeScheme,
  institutionTemplateSchema,
  type SocialOrgTemplate,
  socialOrgTemplateSchema,
} from './templates.ts';

const social = SEED_SOCIAL_ORG_TEMPLATE;
const inst = SEED_INSTITUTION_TEMPLATE;

/** Every indicator at its maximum, then points taken off in form order until the sum is `total`. */
function answersWithTotal(categories: Category[], total: number): Record<string, number> {
  let deficit = Math.round((categories.reduce((a, c) => a + c.maxScore, 0) - total) * 10);
  const answers: Record<string, number> = {};
  for (const indicator of categories.flatMap((c) => c.indicators)) {
    const take = Math.min(Math.round(indicator.maxScore * 10), deficit);
    answers[indicator.id] = (Math.round(indicator.maxScore * 10) - take) / 10;
    deficit -= take;
  }
  return answers;
}

const allMet = (t: { conditions: { id: string }[] }) =>
  Object.fromEntries(t.conditions.map((c) => [c.id, true]));

describe('social organisations: one table per organisation type', () => {
  it('has a table for each type with the category set the Measures give it', () => {
    expect(orgTypesOf(social).sort()).toEqual([...ORG_TYPES].sort());
    const categoryIds = (type: (typeof ORG_TYPES)[number]) =>
      resolveSocialOrgTable(social, type).categories.map((c) => c.nameZh);
    expect(categoryIds('social-group')).toEqual(['基础条件', '内部治理', '工作绩效', '社会评价']);
    expect(categoryIds('foundation')).toEqual(['基础条件', '内部治理', '工作绩效', '社会评价']);
    expect(categoryIds('social-service')).toEqual([
      '基础条件',
      '党建工作',
      '内部治理',
      '业务活动和诚信建设',
      '社会评价',
    ]);
    for (const type of ORG_TYPES) {
      const table = resolveSocialOrgTable(social, type);
      expect(table.maxTotal).toBe(1000);
      expect(table.provisional?.textZh).toBeTruthy();
      for (const indicator of table.categories.flatMap((c) => c.indicators)) {
        expect(indicator.pointsSource, indicator.id).toBeTruthy();
      }
    }
  });

  it('uses the published foundation points 60 / 420 / 400 / 120', () => {
    const foundation = resolveSocialOrgTable(social, 'foundation');
    expect(foundation.categories.map((c) => c.maxScore)).toEqual([60, 420, 400, 120]);
    const points = Object.fromEntries(
      foundation.categories.flatMap((c) => c.indicators).map((i) => [i.nameZh, i.maxScore]),
    );
    expect(points).toMatchObject({
      法人资格: 20,
      登记管理: 40,
      党组织: 50,
      人力资源管理: 50,
      档案证章管理: 15,
    });
  });

  it('scores a foundation with its own table and says which', () => {
    const foundation = resolveSocialOrgTable(social, 'foundation');
    const result = scoreSocialOrg(social, {
      orgType: 'foundation',
      answers: answersWithTotal(foundation.categories, 905),
    });
    expect(result).toMatchObject({ orgType: 'foundation', total: 905, grade: '5A' });
    expect(Object.keys(result.categories)).toEqual([
      'basic',
      'governance',
      'performance',
      'social_evaluation',
    ]);
    // The social-service table's items are not items of the foundation table.
    expect(() =>
      scoreSocialOrg(social, { orgType: 'foundation', answers: answersWithTotal(social.categories, 900) }),
    ).toThrow();
  });

  it('refuses a second table for the same organisation type', () => {
    const twice = { ...social, orgTables: [...social.orgTables, social.orgTables[0]] };
    expect(socialOrgTemplateSchema.safeParse(twice).success).toBe(false);
  });
});

describe('social organisations: eligibility before scoring', () => {
  it('lists the exclusions of the Measures and 民发〔2021〕96号 with their sources', () => {
    const required = social.conditions.filter((c) => c.required);
    expect(required.map((c) => c.id)).toEqual([
      'registered_two_years',
      'annual_inspection_taken',
      'annual_inspection_passed',
      'no_administrative_penalty',
      'not_under_investigation',
      'not_on_abnormal_or_violation_list',
      'annual_work_report_filed',
    ]);
    for (const c of social.conditions) expect(c.source).toMatch(/民政部令第39号|民发〔2021〕96号|怀宁/);
  });

  it('names the first unanswered or unmet condition, in checklist order', () => {
    expect(firstConditionProblem(social, {})).toMatchObject({
      condition: { id: 'registered_two_years' },
      problem: 'missing',
    });
    const answers = { ...allMet(social), annual_inspection_passed: false, not_under_investigation: false };
    expect(firstConditionProblem(social, answers)).toMatchObject({
      condition: { id: 'annual_inspection_passed' },
      problem: 'unmet',
    });
    // A veto fact answered "no" is a valid answer, not a refusal.
    expect(firstConditionProblem(social, { ...allMet(social), party_organisation: false })).toBeNull();
    expect(unknownConditionId(social, { nowhere: true })).toBe('nowhere');
    // The refusal names the condition in the reader's language.
    const params = {
      condition: 'x',
      'condition:zh-CN': '参加了上年度年度检查',
      'condition:en-US': 'Took part',
    };
    expect(formatMessage('zh-CN', ErrorCode.ASSESSMENT_CONDITION_UNMET, params)).toContain(
      '参加了上年度年度检查',
    );
    expect(formatMessage('en-US', ErrorCode.ASSESSMENT_CONDITION_UNMET, params)).toContain(': Took part');
    expect(unknownConditionId(social, allMet(social))).toBeUndefined();
  });
});

describe('social organisations: vetoes cap the grade', () => {
  const huaining: SocialOrgTemplate = { ...social, gradeScheme: 'huaining_2022' };
  const scheme = social.gradeSchemes.find((s) => s.id === 'huaining_2022') as GradeScheme;

  it('Huaining: without a party organisation 5A becomes 4A, and the result says why', () => {
    const answers = answersWithTotal(social.categories, 980);
    const capped = scoreSocialOrg(huaining, {
      answers,
      conditions: { ...allMet(social), party_organisation: false },
    });
    expect(capped).toMatchObject({ uncappedGrade: '5A', grade: '4A', outcome: '4A' });
    expect(capped.vetoes).toEqual([
      expect.objectContaining({
        id: 'huaining_party_5a',
        from: '5A',
        to: '4A',
        textZh: '未建立党组织的社会组织不得评为5A等级',
      }),
    ]);
    const met = scoreSocialOrg(huaining, { answers, conditions: allMet(social) });
    expect(met).toMatchObject({ grade: '5A', vetoes: [] });
  });

  it('changes nothing when the grade is already at or under the cap', () => {
    expect(applyVetoes('4A', scheme, {})).toEqual({ grade: '4A', vetoes: [] });
    expect(applyVetoes(null, scheme, {})).toEqual({ grade: null, vetoes: [] });
    expect(applyVetoes('5A', scheme, {}).grade).toBe('4A');
  });

  it('the scheme in force by default has no veto', () => {
    const result = scoreSocialOrg(social, { answers: answersWithTotal(social.categories, 1000) });
    expect(result).toMatchObject({ grade: '5A', vetoes: [] });
  });

  it('refuses a veto reading a condition the template does not ask', () => {
    const broken = structuredClone(social);
    (broken.gradeSchemes[0] as GradeScheme).vetoes = [
      { ...(scheme.vetoes[0] as GradeScheme['vetoes'][0]), conditionId: 'x' },
    ];
    expect(socialOrgTemplateSchema.safeParse(broken).success).toBe(false);
  });
});

describe('GB/T 37276-2018: preconditions and the level rule', () => {
  it('the basic requirements are a bilingual checklist, all required', () => {
    expect(inst.conditions.map((c) => c.id)).toEqual([
      'fire_safety',
      'civil_affairs_filing',
      'safety_gb38600',
      'licensed_doctors',
      'barrier_free',
      'single_room_area',
      'emergency_call',
      'service_contracts',
      'health_records',
      'annual_health_check',
    ]);
    for (const c of inst.conditions) {
      expect(c.required).toBe(true);
      expect(c.textZh && c.textEn && c.source).toBeTruthy();
    }
    expect(firstConditionProblem(inst, { ...allMet(inst), civil_affairs_filing: false })).toMatchObject({
      condition: { id: 'civil_affairs_filing' },
      problem: 'unmet',
    });
  });

  it('the published totals 360/450/570/780 are implied by the shares, so minTotal stores 400/500/600/800/900', () => {
    expect(inst.levels.map((l) => [l.level, l.minTotal, l.publishedMinTotal, l.minCategoryPercent])).toEqual([
      [5, 900, undefined, 90],
      [4, 800, 780, 80],
      [3, 600, 570, 60],
      [2, 500, 450, 50],
      [1, 400, 360, 40],
    ]);
    // Every category at exactly 40 % is level 1 with 400, so no total between 360 and 399 could be level 1.
    const answers: Record<string, number> = {};
    for (const c of inst.categories) Object.assign(answers, answersWithTotal([c], (c.maxScore * 40) / 100));
    expect(scoreInstitution(inst, { answers })).toMatchObject({ total: 400, level: 1 });
  });

  it('refuses a level whose minimum total is below what its category shares imply', () => {
    const published = {
      ...inst,
      levels: inst.levels.map((l) => ({ ...l, minTotal: l.publishedMinTotal ?? l.minTotal })),
    };
    const parsed = institutionTemplateSchema.safeParse(published);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'levels@4',
      'levels@3',
      'levels@2',
      'levels@1',
    ]);
  });
});
