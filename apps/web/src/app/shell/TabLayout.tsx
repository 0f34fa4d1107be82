import { Outlet } from 'react-router';
import { TabBar } from '../../features/common/components/TabBar.tsx';
import { useBackExit } from '../../features/common/hooks/useBackExit.ts';
import { AlertLiveSlot } from './AlertLiveSlot.tsx';
import { SessionExpiryNotice } from './SessionExpiryNotice.tsx';

/** The four tab roots share the bottom bar. */
export function TabLayout() {
  useBackExit();
  return (
    <div className="tab-layout">
      <AlertLiveSlot />
      <SessionExpiryNotice />
      <main className="tab-layout__body">
        <Outlet />
      </main>
      <TabBar />
    </div>
  );
}
