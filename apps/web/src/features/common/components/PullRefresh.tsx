import { RedoOutline } from 'antd-mobile-icons';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PullStatus, usePullDown } from '../hooks/usePullDown.ts';
import './pullRefresh.css';

interface PullRefreshProps {
  /** Reloads the page's data; the pull and the button both wait for it. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull-down refresh (docs/product.md "Screens and routes") with a refresh button beside it: WCAG 2.2 SC 2.5.7
 * (dragging movements) wants a single-pointer way to do what a drag does, and people with tremor, a switch or
 * a screen reader cannot pull. The button is a 44 px target (60 px in elder mode, via --ll-target).
 */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [announced, setAnnounced] = useState('');
  // A ref as well as state: a double tap lands before React re-renders the disabled button.
  const running = useRef(false);
  const pull = usePullDown(onRefresh);
  const pullText: Record<PullStatus, string> = {
    idle: '',
    pulling: t('pull.pulling'),
    canRelease: t('pull.release'),
    refreshing: t('pull.refreshing'),
    complete: t('pull.done'),
  };

  const refreshByButton = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setAnnounced('');
    try {
      await onRefresh();
      setAnnounced(t('pull.done'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="pull-refresh">
      <div className="pull-refresh__bar">
        {/* Screen readers hear that the refresh finished, as the pull shows it to sighted people. */}
        <span className="visually-hidden" role="status">
          {announced}
        </span>
        <button
          type="button"
          className="kit-round-button pull-refresh__button"
          onClick={() => void refreshByButton()}
          aria-label={t('pull.button')}
          title={t('pull.button')}
          aria-busy={busy}
          // Not `disabled`: that would drop keyboard focus to the page while the list reloads.
          aria-disabled={busy}
          data-testid="refresh-button"
        >
          <RedoOutline aria-hidden="true" className={busy ? 'pull-refresh__icon--busy' : undefined} />
        </button>
      </div>
      <div ref={pull.ref} className="pull-refresh__area">
        {/* What the pull does, for those who see it; the button's status line says it to screen readers. */}
        <div
          className={pull.dragging ? 'pull-refresh__head' : 'pull-refresh__head pull-refresh__head--settle'}
          style={{ height: pull.height }}
          aria-hidden="true"
          data-testid="pull-head"
        >
          <p className="pull-refresh__head-text">{pullText[pull.status]}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
