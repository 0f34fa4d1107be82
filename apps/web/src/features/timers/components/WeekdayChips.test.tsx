import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { WeekdayChips } from './WeekdayChips.tsx';

function Harness({ initial, seen }: { initial: number[]; seen: number[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <WeekdayChips
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      testId="days"
    />
  );
}

describe('weekday chips (Monday is Monday)', () => {
  it('runs Monday to Sunday, numbered 1 to 7', async () => {
    await changeLanguage('en-US');
    render(<Harness initial={[]} seen={[]} />);
    const chips = screen.getAllByRole('button', { pressed: false });
    expect(chips.map((c) => c.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(chips.map((c) => c.dataset.testid)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `days-${d}`));
  });

  it('toggles ISO weekday numbers, sorted, with the state as aria-pressed and a tick', async () => {
    const seen: number[][] = [];
    render(<Harness initial={[3]} seen={seen} />);
    fireEvent.click(screen.getByTestId('days-7'));
    fireEvent.click(screen.getByTestId('days-1'));
    fireEvent.click(screen.getByTestId('days-3'));
    expect(seen).toEqual([
      [3, 7],
      [1, 3, 7],
      [1, 7],
    ]);
    expect(screen.getByTestId('days-1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('days-1').textContent).toBe('✓一');
    expect(screen.getByTestId('days-7').getAttribute('aria-label')).toBe('日 星期日');
  });
});
