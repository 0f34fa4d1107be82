import { AUDIT_EVENTS, type AuditEntry, type AuditEventName, auditRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actorText, detailLines, targetText } from '../../../features/admin/auditWording.ts';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { AUDIT_PAGE_SIZE } from '../../../features/admin/queries.ts';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { usePagedRows } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/admin/admin.css';
import '../../../features/admin/audit.css';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('audit');
  const failed = entry.event === 'login.failed';
  const target = targetText(entry, t);
  const detail = detailLines(entry, t, i18n.language);
  return (
    <article className="kit-card ss-card audit-entry" data-testid={`audit-${entry.auditId}`}>
      <div className="audit-entry__head">
        <strong className={failed ? 'audit-entry__failed' : undefined}>
          {failed && <span aria-hidden="true">⚠ </span>}
          {t(`event.${entry.event}`)}
        </strong>
        <time dateTime={entry.createTime}>{new Date(entry.createTime).toLocaleString(i18n.language)}</time>
      </div>
      <dl>
        <dt>{t('who')}</dt>
        <dd data-testid={`audit-${entry.auditId}-who`}>{actorText(entry, t)}</dd>
        {target && (
          <>
            <dt>{t('target')}</dt>
            <dd>{target}</dd>
          </>
        )}
        <dt>{t('ip')}</dt>
        <dd>{entry.ip}</dd>
        {detail.length > 0 && (
          <>
            <dt>{t('detail')}</dt>
            <dd data-testid={`audit-${entry.auditId}-detail`}>{detail.join('；')}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** /pagesD/admin/audit: who signed in or failed to, who shared or took back a device. */
export default function AdminAuditScreen() {
  const { t } = useTranslation('audit');
  const [event, setEvent] = useState<AuditEventName | ''>('');
  // New entries come all the time (every login): read again each time the screen opens.
  const list = usePagedRows(
    auditRoutes.list,
    { query: { event: event || undefined } },
    { pageSize: AUDIT_PAGE_SIZE, fresh: true },
  );
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="ss-page">
        <AdminGate>
          <label className="audit-filter">
            {t('filter')}
            <select
              value={event}
              onChange={(e) => setEvent(e.target.value as AuditEventName | '')}
              data-testid="audit-filter"
            >
              <option value="">{t('all')}</option>
              {AUDIT_EVENTS.map((name) => (
                <option key={name} value={name}>
                  {t(`event.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <PagedList list={list} emptyText={t('empty')} testId="audit-entries">
            <div className="ss-list" data-testid="audit-list">
              {list.items.map((entry) => (
                <AuditRow key={entry.auditId} entry={entry} />
              ))}
            </div>
          </PagedList>
        </AdminGate>
      </div>
    </>
  );
}
