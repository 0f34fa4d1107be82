import { socialServicesRoutes } from '@linli/contracts';
import { AddOutline, EditSOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../../features/common/components/KeywordSearch.tsx';
import { PagedList } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryData } from '../../../features/common/components/QueryData.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonForm } from '../../../features/social-services/components/PersonForm.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { useNumberParam } from '../../../features/social-services/hooks/useNumberParam.ts';
import { usePersons } from '../../../features/social-services/hooks/usePersons.ts';
import { useRoles } from '../../../features/social-services/hooks/useRoles.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useData } from '../../../lib/queries.ts';
import '../../../features/social-services/socialServices.css';
import '../../../features/social-services/groups.css';

function PersonList() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const [keyword, setKeyword] = useState('');
  const list = usePersons(keyword);
  return (
    <>
      <div className="ss-person-head">
        <button
          type="button"
          className="ss-button"
          onClick={() => go(withQuery(paths.socialServicesPerson, { mode: 'new' }))}
          data-testid="person-new"
        >
          <AddOutline aria-hidden="true" /> {t('person.new')}
        </button>
      </div>
      <KeywordSearch
        label={t('person.search')}
        submitLabel={t('home.searchGo')}
        onSearch={setKeyword}
        testId="person-search"
      />
      <PagedList list={list} emptyText={t('person.empty')} testId="persons">
        <div className="ss-list">
          {list.items.map((p) => (
            <button
              key={p.id}
              type="button"
              className="kit-card ss-card"
              onClick={() => go(withQuery(paths.socialServicesPerson, { id: String(p.id) }))}
              data-testid={`person-${p.id}`}
            >
              <span className="ss-section-head">
                <strong className="ss-project__title">{p.name}</strong>
                <span>{t('person.age', { age: p.age })}</span>
              </span>
              <span className="ss-muted">{[p.phone, p.address].filter(Boolean).join(' · ')}</span>
            </button>
          ))}
        </div>
      </PagedList>
    </>
  );
}

function PersonFile({ id, editing }: { id: number; editing: boolean }) {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const query = useData(socialServicesRoutes.person, { params: { id } });
  return (
    <QueryData query={query} testId="person">
      {(person) =>
        editing ? (
          <PersonForm key={person.updatedAt} person={person} />
        ) : (
          <>
            <PersonCard person={person} />
            <button
              type="button"
              className="ss-button ss-button--ghost"
              onClick={() => go(withQuery(paths.socialServicesPerson, { id: String(id), mode: 'edit' }))}
              data-testid="person-edit"
            >
              <EditSOutline aria-hidden="true" /> {t('person.edit')}
            </button>
            <PersonLinks personId={id} staff />
          </>
        )
      }
    </QueryData>
  );
}

/**
 * /pagesC/shfw/socialServicesM: basic information; `?id=` one person's file (`&mode=edit` to change it), `?mode=new`
 * a new file, else the list to choose from.
 */
export default function PersonScreen() {
  const id = useNumberParam('id');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const { isStaff } = useRoles();
  const body = id ? (
    <PersonFile id={id} editing={mode === 'edit'} />
  ) : mode === 'new' ? (
    <PersonForm />
  ) : (
    <PersonList />
  );
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <StaffGate isStaff={isStaff} page="persons">
          {body}
        </StaffGate>
      </div>
    </>
  );
}
