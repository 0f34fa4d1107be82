import { type Confirmation, usersRoutes } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { List, Switch } from 'antd-mobile';
import {
  DeleteOutline,
  GlobalOutline,
  InformationCircleOutline,
  TextOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MeAdminLinks } from '../../../features/admin/components/MeAdminLinks.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { MeDeviceLinks } from '../../../features/devices/components/MeDeviceLinks.tsx';
import { MemberCard } from '../../../features/social-services/components/MemberCard.tsx';
import { MeServiceLinks } from '../../../features/social-services/components/MeServiceLinks.tsx';
import { Avatar } from '../../../features/users/components/Avatar.tsx';
import {
  confirmationRefusal,
  PasswordConfirmDialog,
} from '../../../features/users/components/PasswordConfirmDialog.tsx';
import { useLogout } from '../../../features/users/hooks/useLogout.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { toast } from '../../../lib/feedback.ts';
import { relaunch } from '../../../lib/navigation.ts';
import { paths } from '../../../lib/paths.ts';
import { setElderMode, useElderMode } from '../../../lib/preferences.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { clearSession } from '../../../lib/storage.ts';

/** The Me tab: who is signed in, settings, logout and account deletion. */
export default function MeScreen() {
  const { t } = useTranslation('users');
  const go = useNavigateOnce();
  const { profile } = useProfile();
  const logout = useLogout();
  const elder = useElderMode();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  // Nothing to read again afterwards: the session and every read go with the account.
  const deletion = useApiMutation(usersRoutes.unsubscribe, { showsRefusal: true });

  const unsubscribe = async (confirmation: Confirmation) => {
    try {
      await deletion.mutateAsync({ body: confirmation });
    } catch (error) {
      return confirmationRefusal(error);
    }
    clearSession();
    queryClient.removeQueries();
    toast(t('delete.done'));
    relaunch(paths.home);
    return undefined;
  };

  return (
    <div className="me">
      <PageHeader title={t('me.title')} back={false} />
      <section className="me__card">
        {profile ? (
          <button type="button" className="me__who" onClick={() => go(paths.account)}>
            <Avatar src={profile.avatar} alt={t('me.avatarAlt')} />
            <span className="me__names">
              <span className="me__nickname" data-testid="me-nickname">
                {profile.nickName || profile.userName}
              </span>
              <span className="me__username">
                {t('me.username', { name: profile.userName })}
                {profile.experience && <span className="badge">{t('me.experienceBadge')}</span>}
              </span>
            </span>
          </button>
        ) : (
          <button type="button" className="me__who" onClick={() => go(paths.login)} data-testid="me-login">
            <Avatar alt={t('me.avatarAlt')} />
            <span className="me__names">
              <span className="me__nickname" data-testid="me-nickname">
                {t('me.notLoggedIn')}
              </span>
              <span className="me__username">{t('me.tapToLogin')}</span>
            </span>
          </button>
        )}
      </section>

      <MemberCard />
      <MeServiceLinks />
      <MeDeviceLinks />
      <MeAdminLinks />
      <List className="cells" mode="card">
        {profile && (
          <List.Item prefix={<UserSetOutline />} onClick={() => go(paths.account)} data-testid="me-account">
            {t('me.account')}
          </List.Item>
        )}
        <List.Item prefix={<GlobalOutline />} onClick={() => go(paths.language)} data-testid="me-language">
          {t('me.language')}
        </List.Item>
        <List.Item
          prefix={<TextOutline />}
          description={t('me.elderHint')}
          extra={
            <Switch
              checked={elder}
              onChange={setElderMode}
              aria-label={t('me.elder')}
              data-testid="me-elder-switch"
            />
          }
        >
          {t('me.elder')}
        </List.Item>
        <List.Item
          prefix={<InformationCircleOutline />}
          onClick={() => go(paths.about)}
          data-testid="me-about"
        >
          {t('me.about')}
        </List.Item>
      </List>

      {profile && (
        <div className="me__actions">
          <button
            type="button"
            className="wide-button"
            onClick={() => void logout()}
            data-testid="logout-button"
          >
            {t('me.logout')}
          </button>
          {!profile.experience && (
            <button
              type="button"
              className="wide-button wide-button--danger"
              onClick={() => setDeleting(true)}
              data-testid="delete-account"
            >
              <DeleteOutline aria-hidden="true" /> {t('me.delete')}
            </button>
          )}
        </div>
      )}
      {profile && (
        <PasswordConfirmDialog
          visible={deleting}
          profile={profile}
          title={t('delete.title')}
          warning={t('delete.warning')}
          confirmText={t('delete.confirm')}
          testId="delete"
          onClose={() => setDeleting(false)}
          onConfirm={unsubscribe}
        />
      )}
    </div>
  );
}
