import type { RouteDescriptor } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { routeKey } from '../../../lib/queries.ts';
import type { FieldErrors } from '../../common/hooks/useFormDraft.ts';
import { useProfile } from '../../users/index.ts';
import { afterContentChange } from '../queries.ts';

/** Whether the signed-in account is an administrator (the server checks again on every call). */
export function useIsAdmin() {
  const { profile, loading } = useProfile();
  return { profile, loading, isAdmin: profile?.roles.includes('admin') === true };
}

/**
 * After a save or a delete, residents' screens and the admin lists read again (queries.ts
 * afterContentChange). The administrators' writes all go through the one save (useAdminForm) and the one
 * delete below, in the `call` style, so this is where they make their reads stale.
 */
export function useRefreshContent() {
  const client = useQueryClient();
  return () => {
    for (const stale of afterContentChange) {
      const key = Array.isArray(stale) ? stale : routeKey(stale as RouteDescriptor);
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

/**
 * A write the server refused (an ApiError): one naming a field of the form is shown under that field, and
 * every one in a toast ('' when the request layer has already told the person). Anything else is a bug.
 */
export function showRefusal<K extends string>(
  error: unknown,
  fields: readonly string[],
  setErrors: (errors: FieldErrors<K>) => void,
): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.field && fields.includes(error.field))
    setErrors({ [error.field]: error.message } as FieldErrors<K>);
  if (error.message) toast(error.message);
}

/**
 * Asks before deleting, then deletes with `remove` (the `call` style: the answer, or an ApiError). A
 * project or group with applications is closed instead (`data.removed` false), and the toast says so.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshContent();
  return async (name: string, remove: () => Promise<unknown>) => {
    const ok = await confirm({
      title: t('list.confirmTitle'),
      content: `${t('list.confirmDelete', { name })}\n${t('list.confirmHint')}`,
      cancelText: t('list.cancel'),
      confirmText: t('list.ok'),
    });
    if (!ok) return;
    let answer: unknown;
    try {
      answer = await remove();
    } catch (error) {
      return showRefusal(error, [], () => undefined);
    }
    const data = (answer as { data?: { removed?: boolean } } | undefined)?.data;
    toast(data?.removed === false ? t('list.closedInstead') : t('list.deleted'));
    refresh();
  };
}
