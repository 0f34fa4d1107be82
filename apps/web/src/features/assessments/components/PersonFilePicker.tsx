import type { ServedPerson } from '@linli/contracts';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../basicInfo.css';
import { usePersons } from '../../social-services/index.ts';

/** Typing settles this long before the search goes out. */
const SEARCH_DEBOUNCE_MS = 300;
const SHOWN = 8;

interface PersonFilePickerProps {
  selected: ServedPerson | undefined;
  onPick: (person: ServedPerson | undefined) => void;
}

/**
 * A person subject from the service records (GET /shfw/person/list?keyword): search by name or phone,
 * pick one large card. The file's linked account becomes the subject reference; its details prefill A.2.
 */
export function PersonFilePicker({ selected, onPick }: PersonFilePickerProps) {
  const { t } = useTranslation('assessments');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const persons = usePersons(keyword);
  const sex = (p: ServedPerson) => t(`person.sex${p.sex}` as 'person.sex0');

  return (
    <div className="as-persons">
      <label className="field">
        <span className="field__label">{t('person.search')}</span>
        <input
          className="field__input"
          type="search"
          value={typed}
          maxLength={50}
          placeholder={t('person.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="person-search"
        />
      </label>
      {persons.loading && <p className="hint">{t('person.loading')}</p>}
      {persons.error && <p className="field__error">{persons.errorText || t('error')}</p>}
      {!persons.loading && !persons.error && persons.items.length === 0 && (
        <p className="hint" data-testid="person-none">
          {t('person.none')}
        </p>
      )}
      <ul className="kit-list" aria-label={t('person.results')}>
        {persons.items.slice(0, SHOWN).map((person) => {
          const on = selected?.id === person.id;
          return (
            <li key={person.id}>
              <button
                type="button"
                className={on ? 'as-person as-person--on' : 'as-person'}
                aria-pressed={on}
                onClick={() => onPick(on ? undefined : person)}
                data-testid={`person-file-${person.id}`}
                data-name={person.name}
              >
                <span className="as-person__name">
                  {person.name}
                  {on && <CheckCircleFill className="as-option__check" aria-label={t('fill.selected')} />}
                </span>
                <span className="as-person__meta">
                  {sex(person)} · {t('person.age', { age: person.age })}
                  {person.phone ? ` · ${person.phone}` : ''}
                </span>
                <span className="as-person__meta">
                  {person.userId ? t('person.linked') : t('person.notLinked')}
                  {person.address ? ` · ${person.address}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
