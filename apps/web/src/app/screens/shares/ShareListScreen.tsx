import { sharesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { ShareRow } from '../../../features/shares/components/ShareRow.tsx';
import { afterShareLeft, usersOf } from '../../../features/shares/queries.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useRows } from '../../../lib/queries.ts';
import { useLifeData } from '../../../lib/session.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesA/device/share/list?deviceId=: the owner first, then shared users; look a user up by phone. */
export default function ShareListScreen() {
  const { t } = useTranslation('shares');
  const deviceId = useIdParam('deviceId') ?? 0;
  const go = useNavigateOnce();
  const rows = useRows(sharesRoutes.list, usersOf(deviceId), { enabled: deviceId > 0 });
  const leaving = useApiMutation(sharesRoutes.leave, { invalidates: afterShareLeft });
  // Looked up with the loading mask on; a refusal stays beside the phone field, not in a toast.
  const finding = useApiMutation(sharesRoutes.findUser, { loading: true, showsRefusal: true });
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const me = useLifeData().profile?.userId;
  const owner = (rows.data ?? []).find((r) => r.isOwner === 1);
  // A shared user sees the owner and their own row: they can leave the share here.
  const sharedWithMe = owner !== undefined && me !== undefined && owner.userId !== me;

  const leave = async () => {
    const sure = await confirm({
      content: t('leave.confirm'),
      cancelText: t('detail.cancel'),
      confirmText: t('leave.button'),
    });
    if (!sure) return;
    leaving.mutate(
      { body: { deviceId } },
      {
        onSuccess: () => {
          toast(t('leave.done'));
          go(paths.deviceList);
        },
      },
    );
  };

  const find = () => {
    if (!phone.trim()) return setError(t('search.required'));
    const query = { deviceId, phonenumber: phone.trim() };
    finding.mutate(
      { query },
      {
        onSuccess: ({ data: found }) => {
          setError(undefined);
          go(
            withQuery(paths.shareDetail, {
              deviceId: String(deviceId),
              userId: String(found.userId),
              phone: phone.trim(),
            }),
          );
        },
        // '' when the request layer has already told the person (a timeout, a lost network).
        onError: (refusal) => refusal.message && setError(refusal.message),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('list.title')} />
      <div className="dv-page">
        {/* Only the owner shares: a shared user sees who has the device, and may leave it. */}
        {!sharedWithMe && (
          <form
            className="kit-card"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void find();
            }}
          >
            <h2 className="dv-section__title">{t('search.title')}</h2>
            <TextField
              label={t('search.phone')}
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setError(undefined);
              }}
              error={error}
              inputMode="tel"
              maxLength={20}
              autoComplete="off"
              data-testid="share-phone"
            />
            <button
              type="submit"
              className="kit-button kit-button--primary kit-button--large"
              data-testid="share-find"
            >
              {t('search.find')}
            </button>
          </form>
        )}
        <h2 className="dv-section__title">{t('list.users')}</h2>
        <QueryState
          loading={rows.isPending && deviceId > 0}
          error={deviceId === 0 || rows.isError}
          errorText={rows.error?.message}
          empty={(rows.data ?? []).length === 0}
          emptyTitle={t('list.empty')}
          onRetry={() => void rows.refetch()}
          testId="share-list"
        >
          <ul className="kit-list dv-rows" data-testid="share-list">
            {(rows.data ?? []).map((row) => (
              <ShareRow
                key={row.userId}
                share={row}
                onOpen={() =>
                  go(withQuery(paths.shareDetail, { deviceId: String(deviceId), userId: String(row.userId) }))
                }
              />
            ))}
          </ul>
        </QueryState>
        {sharedWithMe && (
          <button
            type="button"
            className="kit-button kit-button--danger kit-button--large"
            onClick={() => void leave()}
            data-testid="share-leave"
          >
            {t('leave.button')}
          </button>
        )}
      </div>
    </>
  );
}
