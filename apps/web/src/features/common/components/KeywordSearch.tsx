import { useState } from 'react';

interface KeywordSearchProps {
  /** The accessible name of the box, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** The keyword already searched for (kept in the address by some lists). */
  initial?: string;
  /** Words on a search button beside the box (`<testId>-go`); without one the keyboard's search key sends. */
  submitLabel?: string;
  /** Gets the keyword, trimmed, when it is sent ('' for everything). */
  onSearch: (keyword: string) => void;
  testId: string;
}

/**
 * The search box over a list: typing reads nothing until the keyword is sent, so each key is no new request.
 * Its look (`ss-search`, `ss-button`) is in features/social-services/socialServices.css, which the lists
 * that search load.
 */
export function KeywordSearch({
  label,
  placeholder = label,
  initial = '',
  submitLabel,
  onSearch,
  testId,
}: KeywordSearchProps) {
  const [typed, setTyped] = useState(initial);
  return (
    <form
      className="ss-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input
        type="search"
        className="field__input"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        data-testid={testId}
      />
      {submitLabel && (
        <button type="submit" className="ss-button" data-testid={`${testId}-go`}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
