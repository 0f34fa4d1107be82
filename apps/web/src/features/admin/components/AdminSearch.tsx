import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Search box of an administrators' list; searches on submit. */
export function AdminSearch({ onSearch, testId }: { onSearch: (keyword: string) => void; testId: string }) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  return (
    <form
      className="ss-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input
        type="search"
        className="field__input"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        enterKeyHint="search"
        data-testid={testId}
      />
      <button type="submit" className="ss-button">
        {t('list.searchGo')}
      </button>
    </form>
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
