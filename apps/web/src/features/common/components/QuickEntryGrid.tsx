import type { ReactNode } from 'react';

export interface QuickEntry {
  key: string;
  label: string;
  icon: ReactNode;
  onOpen: () => void;
}

/** Data-driven entry grid of the home page: later issues add entries as their routes appear. */
export function QuickEntryGrid({ entries, label }: { entries: readonly QuickEntry[]; label: string }) {
  if (entries.length === 0) return null;
  return (
    <nav className="quick-grid" aria-label={label}>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="quick-grid__item"
          onClick={entry.onOpen}
          data-testid={`entry-${entry.key}`}
        >
          <span className="kit-icon-disc" aria-hidden="true">
            {entry.icon}
          </span>
          <span className="quick-grid__label">{entry.label}</span>
        </button>
      ))}
    </nav>
  );
}
