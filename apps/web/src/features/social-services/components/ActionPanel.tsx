import {
  type ApplicationAction,
  type ApplicationDetail,
  appointmentDateRange,
  centreDate,
  NOTE_MAX,
  schedulingStartDate,
  socialServicesRoutes,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { DateField } from '../../common/components/DateField.tsx';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { afterApplicationChange } from '../queries.ts';
import { type ActionDraft, actionError, toActionBody } from '../validation.ts';
import { settle } from '../writes.ts';

const STAFF_ORDER: ApplicationAction[] = ['accept', 'schedule', 'start', 'complete', 'reject'];

/**
 * The status changes the caller may make now: exactly the server's `allowedActions` (the same state machine
 * in contracts), so nobody is offered a button the server would refuse.
 */
export function ActionPanel({ detail }: { detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation('socialServices');
  const today = centreDate(new Date());
  const acting = useApiMutation(socialServicesRoutes.act, {
    showsRefusal: true,
    invalidates: afterApplicationChange,
  });
  const [draft, setDraft] = useState<ActionDraft>({
    note: '',
    // Never a day the appointment rule refuses: a preferred date that has passed starts from today.
    scheduledDate: schedulingStartDate(today, detail.scheduledDate, detail.preferredDate),
    scheduledTime: detail.scheduledTime ?? '09:00',
  });
  const [error, setError] = useState<string>();
  const range = appointmentDateRange(today);
  const allowed = detail.allowedActions;
  if (allowed.length === 0) return null;
  const staffActions = STAFF_ORDER.filter((a) => allowed.includes(a));

  /** The toast says what happened, with the booked day in the reader's words ('11月28日 09:00'). */
  const doneText = (action: ApplicationAction) =>
    t(`actionDone.${action}`, {
      date: new Intl.DateTimeFormat(i18n.language, {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${draft.scheduledDate}T00:00:00Z`)),
      time: draft.scheduledTime,
    });

  const run = async (action: ApplicationAction) => {
    const problem = actionError(t, action, draft, today);
    setError(problem);
    if (problem) return;
    if (action === 'cancel') {
      const sure = await confirm({
        content: t('action.cancelConfirm'),
        cancelText: t('action.keep'),
        confirmText: t('action.cancel'),
      });
      if (!sure) return;
    }
    const sent = await settle(
      acting.mutateAsync({ params: { id: detail.id }, body: toActionBody(action, draft) }),
    );
    if (!sent.ok) {
      if (sent.refusal.message) setError(sent.refusal.message);
      return;
    }
    toast(doneText(action));
    setDraft((d) => ({ ...d, note: '' }));
  };

  return (
    <section className="kit-card ss-card" aria-labelledby="action-title" data-testid="action-panel">
      <h2 id="action-title">{t('action.title')}</h2>
      {staffActions.length > 0 && (
        <>
          {allowed.includes('schedule') && (
            <div className="ss-actions">
              <DateField
                label={t('action.date')}
                min={range.min}
                max={range.max}
                value={draft.scheduledDate}
                onChange={(scheduledDate) => setDraft((d) => ({ ...d, scheduledDate }))}
                testId="action-date"
              />
              <DateField
                type="time"
                label={t('action.time')}
                value={draft.scheduledTime}
                onChange={(scheduledTime) => setDraft((d) => ({ ...d, scheduledTime }))}
                testId="action-time"
              />
            </div>
          )}
          <TextAreaField
            label={t('action.notePlaceholder')}
            value={draft.note}
            max={NOTE_MAX}
            onChange={(note) => setDraft((d) => ({ ...d, note }))}
            testId="action-note"
          />
        </>
      )}
      <FieldError error={error} testId="action-error" />
      <div className="ss-actions">
        {staffActions.map((a) => (
          <button
            key={a}
            type="button"
            className={`ss-button${a === 'reject' ? ' ss-button--danger' : ''}`}
            onClick={() => void run(a)}
            data-testid={`action-${a}`}
          >
            {t(`action.${a}`)}
          </button>
        ))}
        {allowed.includes('cancel') && (
          <button
            type="button"
            className="ss-button ss-button--danger"
            onClick={() => void run('cancel')}
            data-testid="action-cancel"
          >
            {t('action.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}
