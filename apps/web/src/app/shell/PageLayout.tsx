import { Outlet } from 'react-router';
import { AlertLiveSlot } from './AlertLiveSlot.tsx';
import { SessionExpiryNotice } from './SessionExpiryNotice.tsx';

/** Pages pushed above the tabs (no bottom bar). The screen is the page's one `main` landmark. */
export function PageLayout() {
  return (
    <div className="page-layout">
      <AlertLiveSlot />
      <SessionExpiryNotice />
      <main className="page-layout__body">
        <Outlet />
      </main>
    </div>
  );
}
