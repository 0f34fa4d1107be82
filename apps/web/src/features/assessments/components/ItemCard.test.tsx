import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderInRouter } from '../../../test/render.tsx';
import { ELDERLY } from '../fixtures.test-helpers.ts';
import { formParts } from '../formModel.ts';
import { ItemCard } from './ItemCard.tsx';

const item = (id: string) => {
  const found = formParts(ELDERLY)
    .flatMap((p) => p.items)
    .find((i) => i.id === id);
  if (!found) throw new Error(id);
  return found;
};

function renderItem(id: string) {
  renderInRouter(
    <ItemCard item={item(id)} value={undefined} evidence={[]} onAnswer={() => {}} onEvidence={() => {}} />,
  );
  return screen.getByTestId(`guidance-${id}`);
}

describe('the guidance of an elderly-ability item', () => {
  afterEach(() => changeLanguage('zh-CN'));

  it('is the standard’s definition and 注 note, in Chinese only, on the Chinese screen', () => {
    const guidance = renderItem('B.1.8');
    expect(guidance.textContent).toContain('上厕所排泄大小便，并清洁身体');
    expect(guidance.textContent).toContain('注：评估中强调排泄前解开裤子、完成排泄后清洁身体、穿上裤子');
    expect(guidance.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('shows the Chinese original with the translation under it on the English screen', async () => {
    await changeLanguage('en-US');
    const guidance = renderItem('B.3.9');
    expect(guidance.textContent).toContain('完全失能');
    expect(guidance.textContent).toContain('Note: A person in a coma is rated directly');
    expect(guidance.querySelector('[lang="en"]')?.textContent).toContain('wakefulness');
  });

  it('has no guidance where the standard gives no definition (B.4.4)', () => {
    renderInRouter(
      <ItemCard
        item={item('B.4.4')}
        value={undefined}
        evidence={[]}
        onAnswer={() => {}}
        onEvidence={() => {}}
      />,
    );
    expect(screen.queryByTestId('guidance-B.4.4')).toBeNull();
    expect(screen.getByTestId('option-B.4.4-2').textContent).toContain('能自己搭乘出租车');
  });
});
