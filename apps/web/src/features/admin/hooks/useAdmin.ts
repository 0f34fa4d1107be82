import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import type { Envelope } from '../../../lib/request.ts';
import { useProfile } from '../../users/hooks/useProfile.ts';
import type { FieldErrors } from '../validation.ts';

/** Whether the signed-in account is an administrator (the server checks again on every call). */
export function useIsAdmin() {
  const { profile, loading } = useProfile();
  return { profile, loading, isAdmin: profile?.roles.includes('admin') === true };
}

/** A form's draft and its field errors; editing a field clears its old complaint. */
export function useDraft<D extends object>(initial: D) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof D, string>>>({});
  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) => {
      setDraft((old) => ({ ...old, [key]: value }));
      setErrors((old) => {
        const next = { ...old };
        delete next[key as unknown as Extract<keyof D, string>];
        return next;
      });
    };
  return { draft, setDraft, errors, setErrors, set };
}

/** After a save or a delete, residents' screens and the admin lists read again. */
export function useRefreshContent() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['shfw'] });
    void client.invalidateQueries({ queryKey: ['news'] });
  };
}

/**
 * Sends a saved form: a refusal naming one of the form's fields is shown under that field, any other in a
 * toast. Answers whether the save went through.
 */
export async function submitForm<K extends string>(
  send: Promise<(Envelope & { data?: unknown }) | false>,
  fields: readonly string[],
  setErrors: (errors: FieldErrors<K>) => void,
): Promise<boolean> {
  const result = await send;
  if (!result) return false;
  if (result.code !== 200) {
    if (result.field && fields.includes(result.field))
      setErrors({ [result.field]: result.msg } as FieldErrors<K>);
    toast(result.msg);
    return false;
  }
  return true;
}

/** Asks before deleting; answers the server's result or undefined when the user declined. */
export function useConfirmDelete() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshContent();
  return async (name: string, remove: () => Promise<(Envelope & { data?: unknown }) | false>) => {
    const ok = await confirm({
      title: t('list.confirmTitle'),
      content: `${t('list.confirmDelete', { name })}\n${t('list.confirmHint')}`,
      cancelText: t('list.cancel'),
      confirmText: t('list.ok'),
    });
    if (!ok) return;
    const result = await remove();
    if (!result) return;
    if (result.code !== 200) return toast(result.msg);
    const data = result.data as { removed?: boolean } | undefined;
    toast(data?.removed === false ? t('list.closedInstead') : t('list.deleted'));
    refresh();
  };
}
