import { DEFAULT_SHARE_PERMS, type SharePerm, type ShareUser, sharesRoutes } from '@linli/contracts';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { PermChecks } from '../../../features/shares/components/PermChecks.tsx';
import { afterShareChange, afterShareRemoved } from '../../../features/shares/queries.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/scenes/automation.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';

/**
 * /pagesA/device/share/detail?deviceId=&userId=[&phone=]: with `phone` a new share for the user found by
 * that phone (confirm share), else an existing share (save, remove). Permissions as checkboxes; a new share
 * starts with 告警通知 ticked, since a family member is usually added to be told.
 */
export default function ShareDetailScreen() {
  const { t } = useTranslation('shares');
  const deviceId = useIdParam('deviceId') ?? 0;
  const userId = useIdParam('userId') ?? 0;
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const isNew = phone !== '';
  const ok = deviceId > 0 && userId > 0;
  const found = useData(
    sharesRoutes.findUser,
    { query: { deviceId, phonenumber: phone } },
    { enabled: ok && isNew },
  );
  const share = useData(sharesRoutes.detail, { query: { deviceId, userId } }, { enabled: ok && !isNew });
  const perms = useData(sharesRoutes.perms, { params: { id: deviceId } }, { enabled: deviceId > 0 });
  const user: Pick<ShareUser, 'userId' | 'userName' | 'nickName' | 'phonenumber'> | undefined = isNew
    ? found.data
    : share.data;
  const loading = perms.isPending || (isNew ? found.isPending : share.isPending);
  const failed = !ok || perms.isError || (isNew ? found.isError : share.isError);
  return (
    <>
      <PageHeader title={isNew ? t('detail.newTitle') : t('detail.title')} />
      <div className="dv-page">
        <QueryState
          loading={ok && loading}
          error={failed}
          errorText={(isNew ? found.error?.message : share.error?.message) || perms.error?.message}
          onRetry={() => void (isNew ? found.refetch() : share.refetch())}
          testId="share-detail"
        >
          {user && perms.data && (
            <ShareForm
              key={share.dataUpdatedAt}
              deviceId={deviceId}
              user={user}
              isNew={isNew}
              initialPerms={share.data?.perms ?? [...DEFAULT_SHARE_PERMS]}
              initialRemark={share.data?.remark ?? ''}
              perms={perms.data}
            />
          )}
        </QueryState>
      </div>
    </>
  );
}

function ShareForm({
  deviceId,
  user,
  isNew,
  initialPerms,
  initialRemark,
  perms,
}: {
  deviceId: number;
  user: Pick<ShareUser, 'userId' | 'userName' | 'nickName' | 'phonenumber'>;
  isNew: boolean;
  initialPerms: string[];
  initialRemark: string;
  perms: SharePerm[];
}) {
  const { t } = useTranslation('shares');
  const back = useGoBack(withQuery(paths.shareList, { deviceId: String(deviceId) }));
  const create = useApiMutation(sharesRoutes.create, { invalidates: afterShareChange });
  const update = useApiMutation(sharesRoutes.update, { invalidates: afterShareChange });
  const removal = useApiMutation(sharesRoutes.remove, { invalidates: afterShareRemoved });
  const [chosen, setChosen] = useState(initialPerms);
  const [remark, setRemark] = useState(initialRemark);
  const done = (message: string) => ({
    onSuccess: () => {
      back();
      toast(message);
    },
  });
  const save = () => {
    const body = { deviceId, userId: user.userId, perms: chosen, remark: remark.trim() };
    if (isNew) create.mutate({ body }, done(t('detail.shared')));
    else update.mutate({ body }, done(t('detail.saved')));
  };
  const remove = async () => {
    const yes = await confirm({
      content: t('detail.removeConfirm', { name: user.nickName || user.userName }),
      cancelText: t('detail.cancel'),
      confirmText: t('detail.remove'),
    });
    if (!yes) return;
    removal.mutate({ body: { deviceId, userId: user.userId } }, done(t('detail.removed')));
  };
  return (
    <SubmitForm onSubmit={save} testId="share-form" className="at-form">
      <dl className="dv-facts kit-card">
        <div className="dv-fact">
          <dt>{t('detail.userId')}</dt>
          <dd>{user.userId}</dd>
        </div>
        <div className="dv-fact">
          <dt>{t('detail.name')}</dt>
          <dd data-testid="share-user-name">{user.nickName || user.userName}</dd>
        </div>
        <div className="dv-fact">
          <dt>{t('detail.phone')}</dt>
          <dd>{user.phonenumber}</dd>
        </div>
      </dl>
      <PermChecks perms={perms} value={chosen} onChange={setChosen} />
      <TextField
        label={t('detail.remark')}
        value={remark}
        onChange={setRemark}
        maxLength={140}
        data-testid="share-remark"
      />
      <button
        type="submit"
        className="kit-button kit-button--primary kit-button--large"
        data-testid="share-save"
      >
        {isNew ? t('detail.confirmShare') : t('detail.save')}
      </button>
      {!isNew && (
        <button
          type="button"
          className="kit-button kit-button--danger kit-button--large"
          onClick={() => void remove()}
          data-testid="share-remove"
        >
          <DeleteOutline aria-hidden="true" /> {t('detail.remove')}
        </button>
      )}
    </SubmitForm>
  );
}
