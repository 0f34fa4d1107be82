import {
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  allowedActions,
  canRate,
  centreDate,
} from '@linli/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render.tsx';
import { ActionPanel } from './ActionPanel.tsx';
import { RatePanel } from './RatePanel.tsx';

function detail(
  status: ApplicationStatus,
  actor: 'staff' | 'applicant',
  rating: number | null = null,
): ApplicationDetail {
  return {
    id: 7,
    projectId: 1,
    projectTitle: '长者助浴',
    projectCategory: 'elderly_care',
    projectCover: '',
    applicantId: 2,
    applicantName: '体验用户',
    servedType: 'self',
    servedName: '',
    servedRelation: '',
    servedPhone: '',
    description: '需要助浴',
    preferredDate: '2026-05-10',
    preferredSlot: 'morning',
    contactPhone: '13800138000',
    attachments: [],
    status,
    scheduledDate: null,
    scheduledTime: null,
    rating,
    ratingComment: '',
    ratedAt: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    allowedActions: allowedActions(status, actor),
    canRate: actor === 'applicant' && canRate(status, rating !== null),
    timeline: [],
  };
}

const shownActions = () =>
  screen
    .queryAllByTestId(/^action-(accept|schedule|start|complete|reject|cancel)$/)
    .map((b) => b.getAttribute('data-testid')?.replace('action-', ''));

describe('state-machine-driven buttons', () => {
  it.each(APPLICATION_STATUSES)('staff see exactly the allowed actions when %s', (status) => {
    const d = detail(status, 'staff');
    const { unmount } = renderInRouter(<ActionPanel detail={d} />);
    expect(shownActions().sort()).toEqual([...d.allowedActions].sort());
    unmount();
  });

  it.each(APPLICATION_STATUSES)('the applicant may cancel only before the service starts (%s)', (status) => {
    const { unmount } = renderInRouter(<ActionPanel detail={detail(status, 'applicant')} />);
    const canCancel = ['submitted', 'accepted', 'scheduled'].includes(status);
    expect(shownActions()).toEqual(canCancel ? ['cancel'] : []);
    unmount();
  });

  it('offers the rating only on a completed, unrated service', () => {
    const { unmount } = renderInRouter(<RatePanel detail={detail('completed', 'applicant')} />);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    unmount();
    renderInRouter(<RatePanel detail={detail('scheduled', 'applicant')} />);
    expect(screen.queryByTestId('rate-panel')).toBeNull();
  });

  it('shows a given rating instead of the form', () => {
    renderInRouter(<RatePanel detail={detail('completed', 'applicant', 4)} />);
    expect(screen.getByTestId('rating-shown')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 星' })).toBeTruthy();
  });

  it('starts scheduling from today when the preferred date has passed, within the appointment rule', () => {
    const today = centreDate(new Date());
    renderInRouter(<ActionPanel detail={{ ...detail('accepted', 'staff'), preferredDate: '2020-01-01' }} />);
    const date = screen.getByTestId('action-date') as HTMLInputElement;
    expect(date.value).toBe(today);
    expect(date.min).toBe(today);
  });
});
