import { Outlet } from 'react-router';

/** Pages pushed above the tabs (no bottom bar). */
export function PageLayout() {
  return (
    <div className="page-layout">
      <Outlet />
    </div>
  );
}
