import { SEED_SOCIAL_ORG_TEMPLATE } from '@linli/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftRecord, ELDERLY } from '../fixtures.test-helpers.ts';
import { ValidityCard } from './ValidityCard.tsx';

describe('validity card', () => {
  it('warns in words once an ability result has passed its re-assessment date', () => {
    const record = draftRecord({ status: 'approved', validFrom: '2020-01-31', validUntil: '2021-01-31' });
    render(<ValidityCard record={record} template={ELDERLY} />);
    expect(screen.getByTestId('result-valid-until').textContent).toContain('复评到期：2021-01-31');
    expect(screen.getByTestId('result-validity-status').textContent).toBe('已过期');
    expect(screen.getByRole('alert').textContent).toContain('请尽快为其安排复评');
  });

  it('shows a grade as valid until its date, with the rule it follows and no warning', () => {
    const record = draftRecord({
      type: 'social-org',
      status: 'approved',
      validFrom: '2096-05-01',
      validUntil: '2101-05-01',
    });
    render(<ValidityCard record={record} template={SEED_SOCIAL_ORG_TEMPLATE} />);
    expect(screen.getByTestId('result-valid-until').textContent).toContain('有效期至 2101-05-01');
    expect(screen.getByTestId('result-validity-status').textContent).toBe('有效');
    expect(screen.getByTestId('result-validity').textContent).toContain('民政部令第39号');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the period starts on approval while the result waits for review', () => {
    render(<ValidityCard record={draftRecord({ status: 'submitted' })} template={ELDERLY} />);
    expect(screen.getByTestId('result-validity-pending')).toBeTruthy();
  });
});
