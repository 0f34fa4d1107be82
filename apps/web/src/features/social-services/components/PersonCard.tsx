import type { ServedPerson } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/** The basic information of a person served, read-only. */
export function PersonCard({ person }: { person: ServedPerson }) {
  const { t } = useTranslation('socialServices');
  const sex =
    person.sex === '0' ? t('person.male') : person.sex === '1' ? t('person.female') : t('person.unknown');
  return (
    <section className="kit-card ss-card" data-testid={`person-card-${person.id}`}>
      <div className="ss-section-head">
        <h2 data-testid="person-name">{person.name}</h2>
        <span>
          {sex} · {t('person.age', { age: person.age })}
        </span>
      </div>
      <dl className="ss-dl">
        <dt>{t('person.birthDate')}</dt>
        <dd>{person.birthDate}</dd>
        {person.idCard && (
          <>
            <dt>{t('person.idCard')}</dt>
            <dd>{person.idCard}</dd>
          </>
        )}
        {person.phone && (
          <>
            <dt>{t('person.phone')}</dt>
            <dd>
              <a className="ss-link" href={`tel:${person.phone}`}>
                {person.phone}
              </a>
            </dd>
          </>
        )}
        {person.address && (
          <>
            <dt>{t('person.address')}</dt>
            <dd>{person.address}</dd>
          </>
        )}
        {person.guardianName && (
          <>
            <dt>{t('person.guardianName')}</dt>
            <dd>
              {person.guardianRelation
                ? t('format.withRelation', { name: person.guardianName, relation: person.guardianRelation })
                : person.guardianName}{' '}
              {/* The first call when something happens: one tap, like the person's own number. */}
              {person.guardianPhone && (
                <a
                  className="ss-link"
                  href={`tel:${person.guardianPhone}`}
                  data-testid="person-card-guardian-phone"
                >
                  {person.guardianPhone}
                </a>
              )}
            </dd>
          </>
        )}
        {person.caseworkerName && (
          <>
            <dt>{t('person.caseworker')}</dt>
            <dd data-testid="person-card-caseworker">{person.caseworkerName}</dd>
          </>
        )}
        {person.remark && (
          <>
            <dt>{t('person.remark')}</dt>
            <dd>{person.remark}</dd>
          </>
        )}
      </dl>
      {person.tags.length > 0 && (
        <div className="ss-project__meta">
          {person.tags.map((tag) => (
            <span key={tag} className="ss-tag">
              {tag}
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
