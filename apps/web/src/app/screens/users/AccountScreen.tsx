import { authRoutes, type Confirmation, type UserDataExport, usersRoutes } from '@linli/contracts';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthOptions } from '../../../features/auth/hooks/useAuthOptions.ts';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { formatRelativeTime } from '../../../features/common/relativeTime.ts';
import { Avatar } from '../../../features/users/components/Avatar.tsx';
import {
  confirmationRefusal,
  PasswordConfirmDialog,
} from '../../../features/users/components/PasswordConfirmDialog.tsx';
import { ProfileForm } from '../../../features/users/components/ProfileForm.tsx';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { afterProfileChange } from '../../../features/users/queries.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';

/** Account messages: the profile, its edit form, password and WeChat binding. */
export default function AccountScreen() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const go = useNavigateOnce();
  const { profile } = useProfile();
  const options = useAuthOptions();
  // The profile says whether WeChat is bound.
  const unbinding = useApiMutation(authRoutes.wechatCancelBind, {
    invalidates: afterProfileChange,
    showsRefusal: true,
  });
  const [unbindingOpen, setUnbinding] = useState(false);
  // A read on a tap: the person waits for the file, so with the loading mask; a refusal is toasted.
  const exporting = useApiMutation(usersRoutes.export, { loading: true });

  if (!profile) {
    return (
      <>
        <PageHeader title={t('account.title')} />
        <EmptyState title={tc('loginRequired.title')} description={tc('loginRequired.content')} />
      </>
    );
  }

  const unbindWechat = async (confirmation: Confirmation) => {
    try {
      await unbinding.mutateAsync({ body: confirmation });
    } catch (error) {
      return confirmationRefusal(error);
    }
    toast(t('account.wechatUnbound'));
    return undefined;
  };

  // Privacy: the person takes away everything held about them, as a file they can keep or pass on.
  const downloadMyData = () =>
    exporting.mutate(
      {},
      {
        onSuccess: ({ data }) => {
          saveAsFile(data);
          toast(t('account.exported'));
        },
      },
    );

  return (
    <>
      <PageHeader title={t('account.title')} />
      <div className="account">
        <List mode="card" className="cells">
          <List.Item
            onClick={() => go(paths.avatar)}
            extra={<Avatar src={profile.avatar} size={48} alt={t('me.avatarAlt')} />}
            data-testid="account-avatar"
          >
            {t('account.avatar')}
          </List.Item>
          <List.Item extra={profile.userName}>{t('account.username')}</List.Item>
          {profile.createTime && (
            <List.Item
              extra={`${profile.createTime.slice(0, 10)} · ${formatRelativeTime(tc, profile.createTime)}`}
            >
              {t('account.createTime')}
            </List.Item>
          )}
          {profile.loginIp && <List.Item extra={profile.loginIp}>{t('account.loginIp')}</List.Item>}
        </List>

        <h2 className="section-title">{t('account.editTitle')}</h2>
        <div className="card">
          <ProfileForm key={profile.userId} profile={profile} />
        </div>

        <h2 className="section-title">{t('account.security')}</h2>
        <List mode="card" className="cells">
          {profile.experience ? (
            <List.Item description={t('account.experienceNoPassword')} disabled>
              {t('account.changePassword')}
            </List.Item>
          ) : (
            <List.Item onClick={() => go(paths.resetPassword)} data-testid="account-password">
              {profile.hasPassword ? t('account.changePassword') : t('account.setPassword')}
            </List.Item>
          )}
          {options.wechatEnabled &&
            (profile.wxBind ? (
              <List.Item
                onClick={() => setUnbinding(true)}
                extra={t('account.wechatBound')}
                data-testid="account-wechat-unbind"
              >
                {t('account.wechatUnbind')}
              </List.Item>
            ) : (
              <List.Item
                onClick={() => toast(t('account.wechatOpenInWechat'))}
                extra={t('account.wechatNotBound')}
              >
                {t('account.wechatBind')}
              </List.Item>
            ))}
        </List>

        <PasswordConfirmDialog
          visible={unbindingOpen}
          profile={profile}
          title={t('account.wechatUnbindTitle')}
          warning={t('account.wechatUnbindWarning')}
          confirmText={t('account.wechatUnbindConfirm')}
          testId="wechat-unbind"
          onClose={() => setUnbinding(false)}
          onConfirm={unbindWechat}
        />

        <h2 className="section-title">{t('account.myData')}</h2>
        <List mode="card" className="cells">
          <List.Item
            onClick={() => void downloadMyData()}
            description={t('account.exportHint')}
            data-testid="account-export"
          >
            {t('account.exportData')}
          </List.Item>
        </List>
      </div>
    </>
  );
}

/** The export as a JSON file the browser downloads. */
function saveAsFile(data: UserDataExport): void {
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `linli-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
