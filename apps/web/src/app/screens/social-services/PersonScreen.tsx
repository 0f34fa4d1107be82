import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { shfwApi, shfwKeys } from '../../../features/social-services/api/socialServicesApi.ts';
import { ListFooter } from '../../../features/social-services/components/ListFooter.tsx';
import { StaffGate } from '../../../features/social-services/components/LoginGate.tsx';
import { PersonCard } from '../../../features/social-services/components/PersonCard.tsx';
import { PersonLinks } from '../../../features/social-services/components/PersonLinks.tsx';
import { QueryView } from '../../../features/social-services/components/QueryView.tsx';
import { usePersons } from '../../../features/social-services/hooks/usePersons.ts';
import {
  useNumberParam,
  useRoles,
  useShfwQuery,
} from '../../../features/social-services/hooks/useShfwQuery.ts';
import { paths, withQuery } from '../../paths.ts';
import '../../../features/social-services/socialServices.css';

function PersonList() {
  const { t } = useTranslation('socialServices');
  const go = useNavigateOnce();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePersons(keyword);
  return (
    <>
      <form
        className="ss-search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <input
          type="search"
          className="field__input"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('person.search')}
          aria-label={t('person.search')}
          data-testid="person-search"
        />
        <button type="submit" className="ss-button">
          {t('home.searchGo')}
        </button>
      </form>
      <QueryView
        loading={list.loading}
        error={list.error}
        errorText={list.errorText}
        empty={list.items.length === 0}
        emptyText={t('person.empty')}
        onRetry={list.refetch}
        testId="persons"
      >
        <div className="ss-list">
          {list.items.map((p) => (
            <button
              key={p.id}
              type="button"
              className="ss-card"
              onClick={() => go(withQuery(paths.shfwPerson, { id: String(p.id) }))}
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
        <ListFooter list={list} testId="persons-footer" />
      </QueryView>
    </>
  );
}

function PersonFile({ id }: { id: number }) {
  const query = useShfwQuery(shfwKeys.person(id), () => shfwApi.person(id));
  return (
    <QueryView
      loading={query.isPending}
      error={query.isError}
      errorText={query.error?.message}
      onRetry={() => void query.refetch()}
      testId="person"
    >
      {query.data && (
        <>
          <PersonCard person={query.data} />
          <PersonLinks personId={id} staff />
        </>
      )}
    </QueryView>
  );
}

/** /pagesC/shfw/shfwM: basic information; `?id=` one person's file, else the list to choose from. */
export default function PersonScreen() {
  const id = useNumberParam('id');
  const { isStaff } = useRoles();
  return (
    <>
      <PageHeader title="" />
      <div className="ss-page">
        <StaffGate isStaff={isStaff}>{id ? <PersonFile id={id} /> : <PersonList />}</StaffGate>
      </div>
    </>
  );
}
