import type { ShareInvitation } from '@linli/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { sharesApi, sharesKeys } from '../api/sharesApi.ts';
import '../shares.css';

/**
 * Shares offered to me that I have not answered: each has no effect until I accept it (SECURITY.md
 * "Alerts"), one tap to accept or decline. Nothing shows when there are none.
 */
export function ShareInvitations() {
  const { t } = useTranslation('shares');
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: sharesKeys.invitations,
    queryFn: async () => {
      const answer = await sharesApi.invitations();
      return answer && answer.code === 200 ? (answer.data ?? []) : [];
    },
  });
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;

  const answer = async (invitation: ShareInvitation, accept: boolean) => {
    const result = accept
      ? await sharesApi.accept(invitation.deviceId)
      : await sharesApi.decline(invitation.deviceId);
    if (!result) return;
    if (result.code !== 200) toast(result.msg);
    else toast(accept ? t('invitations.accepted') : t('invitations.declined'));
    await queryClient.invalidateQueries({ queryKey: sharesKeys.invitations });
    if (accept) await queryClient.invalidateQueries({ queryKey: ['devices'] });
  };

  return (
    <section
      className="dv-card-box"
      aria-labelledby="share-invitations-title"
      data-testid="share-invitations"
    >
      <h2 id="share-invitations-title" className="dv-section__title">
        {t('invitations.title')}
      </h2>
      <p className="hint">{t('invitations.hint')}</p>
      {rows.map((invitation) => (
        <div
          key={invitation.deviceId}
          className="at-invitation"
          data-testid={`share-invitation-${invitation.deviceId}`}
        >
          <p className="at-invitation__text">
            {t('invitations.offer', { owner: invitation.ownerName, device: invitation.deviceName })}
          </p>
          <div className="at-invitation__actions">
            <button
              type="button"
              className="dv-primary"
              onClick={() => void answer(invitation, true)}
              data-testid={`share-accept-${invitation.deviceId}`}
            >
              {t('invitations.accept')}
            </button>
            <button
              type="button"
              className="dv-secondary"
              onClick={() => void answer(invitation, false)}
              data-testid={`share-decline-${invitation.deviceId}`}
            >
              {t('invitations.decline')}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
