import { Outlet } from 'react-router';
import { AlertLiveSlot } from './AlertLiveSlot.tsx';

/** Pages pushed above the tabs (no bottom bar). */
export function PageLayout() {
  return (
    <div className="page-layout">
      <AlertLiveSlot />
      <Outlet />
    </div>
  );
}
