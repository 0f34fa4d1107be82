import { type AlertMessage, type AlertPerson, alertsRoutes } from '@linli/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/queries.ts';
import { useLifeData } from '../../../lib/session.ts';
import { formatDateTime } from '../../common/dateTime.ts';
import { startAlarmSignal } from '../alarmSignal.ts';
import { alertOrigin, alertTitle } from './AlertOrigin.ts';

/** Where it happened, when the device said so in words (a fall radar reports the room): not flags or numbers. */
function placeOf(alert: AlertMessage): string {
  const words = alert.detail.find(
    (d) => d.id !== 'remark' && d.value.trim() !== '' && Number.isNaN(Number(d.value)),
  );
  return words?.value ?? '';
}

/** 女儿（子女）: the contact's name, with their relation when the file gives one. */
function contactLabel(person: AlertPerson): string {
  const name = person.contactName || person.contactPhone;
  return person.contactRelation ? `${name}（${person.contactRelation}）` : name;
}

/**
 * A critical alert interrupts whatever screen is open: a full-screen sheet that cannot be missed (sound and
 * vibration where the browser allows) with whom it is about, what happened, on which device, where and when;
 * one tap on 我来处理 tells everyone else who is on it, and the call buttons dial the person, their emergency
 * contact and 120. It closes by itself once someone
 * has handled the alert; anyone may close it (the alert stays on the 动态 tab).
 */
export function CriticalAlertSheet({
  alert,
  onClose,
  onOpen,
  onClaimed,
}: {
  alert: AlertMessage;
  onClose: () => void;
  onOpen: () => void;
  onClaimed: (alert: AlertMessage) => void;
}) {
  const { t, i18n } = useTranslation('alerts');
  const me = useLifeData().profile?.userId;
  const claiming = useApiMutation(alertsRoutes.claim, { showsRefusal: true });
  const busy = claiming.isPending;
  const [refusal, setRefusal] = useState('');
  const claimRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const title = alertTitle(alert, i18n.language);
  const place = placeOf(alert);
  const claimedBy = alert.claimedBy;
  const person = alert.person;

  // It sounds until someone takes it on (here or elsewhere) or it is closed.
  useEffect(() => (claimedBy === null ? startAlarmSignal() : undefined), [claimedBy]);
  useEffect(() => (claimRef.current ?? sheetRef.current)?.focus(), []);

  // A refusal (someone else was first, it is handled) is said on the sheet, not in a passing toast; the live
  // message of the claim refreshes the lists and the alert's record (applyAlertMessage).
  const claim = () =>
    claiming.mutate(
      { body: { alertLogId: alert.alertLogId } },
      { onSuccess: ({ data }) => onClaimed(data), onError: (error) => setRefusal(error.message) },
    );

  return (
    <div
      ref={sheetRef}
      tabIndex={-1}
      className="al-sheet"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="al-sheet-title"
      aria-describedby="al-sheet-facts"
      data-testid="critical-alert"
      data-alert-id={alert.alertLogId}
    >
      <div className="al-sheet__band">
        <span aria-hidden="true">‼</span> {t('sheet.heading')}
      </div>
      <div className="al-sheet__body">
        <h2 id="al-sheet-title" className="al-sheet__title" data-testid="critical-alert-title">
          {title}
        </h2>
        <dl id="al-sheet-facts" className="al-sheet__facts">
          {person && (
            <>
              <dt>{t('sheet.person')}</dt>
              <dd className="al-sheet__person" data-testid="critical-alert-person">
                {person.name}
              </dd>
            </>
          )}
          <dt>{t('detail.device')}</dt>
          <dd>{alert.deviceName || '—'}</dd>
          {place && (
            <>
              <dt>{t('sheet.place')}</dt>
              <dd>{place}</dd>
            </>
          )}
          <dt>{t('detail.time')}</dt>
          <dd>{formatDateTime(alert.createTime)}</dd>
          <dt>{t('detail.origin')}</dt>
          <dd>{alertOrigin(alert, t)}</dd>
        </dl>
        {alert.escalatedTime && claimedBy === null && (
          <p className="al-sheet__refusal" data-testid="critical-alert-escalated">
            <span aria-hidden="true">⚠ </span>
            {t('sheet.escalated')}
          </p>
        )}
        {claimedBy !== null && (
          <p className="al-sheet__claimed" data-testid="critical-alert-claimed">
            <span aria-hidden="true">✓ </span>
            {claimedBy === me ? t('sheet.claimedByMe') : t('sheet.claimedBy', { name: alert.claimedByName })}
          </p>
        )}
        {refusal && (
          <p className="al-sheet__refusal" role="alert">
            {refusal}
          </p>
        )}
        <div className="al-sheet__actions">
          {claimedBy === null && (
            <button
              ref={claimRef}
              type="button"
              className="al-sheet__claim"
              onClick={() => void claim()}
              disabled={busy}
              data-testid="critical-alert-claim"
            >
              {t('sheet.claim')}
            </button>
          )}
          {person?.phone && (
            <a
              className="al-sheet__call"
              href={`tel:${person.phone}`}
              data-testid="critical-alert-call-person"
            >
              {t('sheet.callPerson', { name: person.name })}
            </a>
          )}
          {person?.contactPhone && (
            <a
              className="al-sheet__call"
              href={`tel:${person.contactPhone}`}
              data-testid="critical-alert-call-contact"
            >
              {t('sheet.callContact', { name: contactLabel(person) })}
            </a>
          )}
          <a className="al-sheet__call" href="tel:120" data-testid="critical-alert-call-120">
            {t('sheet.call120')}
          </a>
          <div className="al-sheet__row">
            <button
              type="button"
              className="al-sheet__secondary"
              onClick={onOpen}
              data-testid="critical-alert-open"
            >
              {t('sheet.open')}
            </button>
            <button
              type="button"
              className="al-sheet__secondary"
              onClick={onClose}
              data-testid="critical-alert-close"
            >
              {t('sheet.close')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
