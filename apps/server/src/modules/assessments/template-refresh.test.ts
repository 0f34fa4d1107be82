import { type ElderlyTemplate, SEED_ELDERLY_TEMPLATE } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { onlyWordingDiffers } from './template-refresh.ts';

type Data<T> = { data: T };

/** Version 1 as an older release stored it: condensed option texts, no Chinese definitions or notes. */
function olderWording(): ElderlyTemplate {
  const older = structuredClone(SEED_ELDERLY_TEMPLATE);
  older.sourceNote = 'text_zh values are condensed restatements';
  for (const item of older.sections.flatMap((s) => s.items)) {
    delete item.descriptionZh;
    delete item.noteZh;
  }
  const eating = older.sections[0]?.items[0];
  if (eating?.options[1]) eating.options[1].textZh = '在他人指导或提示下完成，或独立使用辅助餐具，无呛咳';
  return older;
}

describe('shipped template wording on an existing database', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  async function store(definition: ElderlyTemplate) {
    await t.db.kysely
      .updateTable('assessment_templates')
      .set({ definition: JSON.stringify(definition) })
      .where('type', '=', 'elderly-ability')
      .where('version', '=', 1)
      .execute();
  }

  async function storedVersion1(): Promise<ElderlyTemplate> {
    const got = await t.call<Data<ElderlyTemplate>>('GET', '/assessment/templates/elderly-ability?version=1');
    return got.body.data;
  }

  it('refreshes the stored version 1 texts when only texts differ', async () => {
    await store(olderWording());
    expect((await storedVersion1()).sections[0]?.items[0]?.options[1]?.textZh).toContain('辅助餐具');

    await t.container.assessments.ensureSeedTemplates();

    const refreshed = await storedVersion1();
    const items = refreshed.sections.flatMap((s) => s.items);
    expect(items.find((i) => i.id === 'B.1.1')?.options[1]?.textZh).toBe(
      '在他人指导或提示下完成，或独立使用辅具，没有呛咳',
    );
    expect(items.find((i) => i.id === 'B.1.8')?.noteZh).toContain('排泄前解开裤子');
    expect(items.find((i) => i.id === 'B.3.9')?.noteZh).toContain('完全失能');
    expect(refreshed.sourceNote).toContain('wytyl13/real_time_vital_analyze');
    expect(refreshed).toEqual(SEED_ELDERLY_TEMPLATE);
    // Still one row per type: the stored row was updated, not duplicated.
    expect((await t.db.kysely.selectFrom('assessment_templates').select('id').execute()).length).toBe(3);
  });

  it('leaves a stored version alone when anything that scores differs', async () => {
    const scoredOtherwise = olderWording();
    scoredOtherwise.adjustments.riskEventThreshold = 3;
    await store(scoredOtherwise);

    await t.container.assessments.ensureSeedTemplates();

    const kept = await storedVersion1();
    expect(kept.adjustments.riskEventThreshold).toBe(3);
    expect(kept.sections[0]?.items[0]?.options[1]?.textZh).toContain('辅助餐具');
  });

  it('compares ids and scores only, whatever the key order', () => {
    const same = structuredClone(SEED_ELDERLY_TEMPLATE);
    expect(onlyWordingDiffers(same, SEED_ELDERLY_TEMPLATE)).toBe(false);
    expect(onlyWordingDiffers(olderWording(), SEED_ELDERLY_TEMPLATE)).toBe(true);
    const reordered = Object.fromEntries(Object.entries(olderWording()).reverse()) as ElderlyTemplate;
    expect(onlyWordingDiffers(reordered, SEED_ELDERLY_TEMPLATE)).toBe(true);
    const rescored = olderWording();
    const option = rescored.sections[0]?.items[0]?.options[4];
    if (option) option.score = 1;
    expect(onlyWordingDiffers(rescored, SEED_ELDERLY_TEMPLATE)).toBe(false);
  });
});
