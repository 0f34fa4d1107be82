import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../common/components/KeywordSearch.tsx';

/** Search box of an administrators' list; searches on submit. */
export function AdminSearch({ onSearch, testId }: { onSearch: (keyword: string) => void; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <KeywordSearch
      label={t('list.search')}
      submitLabel={t('list.searchGo')}
      onSearch={onSearch}
      testId={testId}
    />
  );
}

/** The "new" button in a list screen's header. */
export function AddButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className="ss-button admin-add" onClick={onClick} data-testid={testId}>
      + {t('list.add')}
    </button>
  );
}
