import type { ServedPerson } from '@linli/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonCard } from './PersonCard.tsx';

const person: ServedPerson = {
  id: 1,
  name: '陈秀英',
  sex: '1',
  birthDate: '1948-03-15',
  age: 78,
  idCard: '',
  phone: '13800138010',
  address: '深圳市福田区景田北路7栋502',
  guardianName: '王芳',
  guardianPhone: '13800138009',
  guardianRelation: '子女',
  tags: ['独居'],
  userId: null,
  caseworkerId: null,
  caseworkerName: '',
  remark: '',
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-10-01T00:00:00Z',
};

describe('PersonCard', () => {
  it('puts the person and the emergency contact one tap from a call', () => {
    render(<PersonCard person={person} />);
    expect(screen.getByText('13800138010').closest('a')?.getAttribute('href')).toBe('tel:13800138010');
    const guardian = screen.getByTestId('person-card-guardian-phone');
    expect(guardian.getAttribute('href')).toBe('tel:13800138009');
    expect(guardian.parentElement?.textContent).toContain('王芳（子女）');
  });

  it('has no call link for an emergency contact without a number', () => {
    render(<PersonCard person={{ ...person, guardianPhone: '' }} />);
    expect(screen.queryByTestId('person-card-guardian-phone')).toBeNull();
  });
});
