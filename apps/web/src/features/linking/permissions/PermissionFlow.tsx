import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PermissionKind,
  type PermissionQuery,
  queryPermission,
  requestPermission,
  setPermissionState,
} from './permissions.ts';

type Open = { kind: PermissionKind; view: 'explain' | 'denied' } | undefined;

export interface PermissionDeps {
  query?: (kind: PermissionKind) => Promise<PermissionQuery>;
  request?: (kind: PermissionKind) => Promise<boolean>;
}

/**
 * Permission requests (docs/product.md "Phone permissions"): already granted → nothing shown; otherwise an
 * overlay explains why (title and text per permission), then the browser asks. Granted → state true; denied →
 * state false; refused for good (the browser no longer asks) → the modal 'operation permission has been
 * denied, please go to settings manually' with a button. Returns `ask` and the element to render.
 */
export function usePermissionFlow(deps: PermissionDeps = {}) {
  const { t } = useTranslation('linking');
  const [open, setOpen] = useState<Open>();
  const answer = useRef<(go: boolean) => void>(() => {});
  const query = deps.query ?? queryPermission;
  const request = deps.request ?? requestPermission;

  const ask = useCallback(
    async (kind: PermissionKind): Promise<boolean> => {
      const now = await query(kind);
      if (now === 'granted') {
        setPermissionState(kind, true);
        return true;
      }
      const view = now === 'denied' ? 'denied' : 'explain';
      const go = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen({ kind, view });
      });
      setOpen(undefined);
      if (!go) {
        setPermissionState(kind, false);
        return false;
      }
      const granted = await request(kind);
      setPermissionState(kind, granted);
      return granted;
    },
    [query, request],
  );

  const element = open ? (
    <div className="lk-overlay" data-testid={`permission-${open.view}`} data-kind={open.kind}>
      <div
        className="lk-overlay__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby="lk-permission-title"
        aria-describedby="lk-permission-text"
      >
        <h2 className="lk-overlay__title" id="lk-permission-title">
          {open.view === 'explain' ? t(`permission.${open.kind}.title`) : t('permission.deniedTitle')}
        </h2>
        <p className="lk-overlay__text" id="lk-permission-text">
          {open.view === 'explain' ? t(`permission.${open.kind}.text`) : t('permission.denied')}
        </p>
        {open.view === 'denied' && <p className="hint">{t('permission.deniedHint')}</p>}
        <div className="lk-overlay__actions">
          <button
            type="button"
            className="kit-button"
            onClick={() => answer.current(false)}
            data-testid="permission-cancel"
          >
            {t('permission.cancel')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--primary kit-button--large"
            onClick={() => answer.current(true)}
            data-testid="permission-continue"
          >
            {open.view === 'explain' ? t('permission.continue') : t('permission.setUp')}
          </button>
        </div>
      </div>
    </div>
  ) : null;

  return { ask, element };
}
