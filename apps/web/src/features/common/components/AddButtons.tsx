import { AddOutline } from 'antd-mobile-icons';

interface AddButtonProps {
  /** What is added ('Add device'): the words, or the accessible name of the bare '+'. */
  label: string;
  onClick: () => void;
  testId?: string;
}

/** The '+' in a page header's right corner (PageHeader's `right`): adds one more of what the screen lists. */
export function HeaderAddButton({ label, onClick, testId }: AddButtonProps) {
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={label} data-testid={testId}>
      <AddOutline aria-hidden="true" />
    </button>
  );
}

/**
 * The large '+ Add' button in a list screen's body: what an empty list offers (QueryState's `emptyAction`), or
 * a way on when the list could not be read.
 */
export function AddFirstButton({ label, onClick, testId }: AddButtonProps) {
  return (
    <button
      type="button"
      className="kit-button kit-button--primary kit-button--large"
      onClick={onClick}
      data-testid={testId}
    >
      <AddOutline aria-hidden="true" /> {label}
    </button>
  );
}
