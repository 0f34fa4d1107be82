import { type ShareInvitation, sharesRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { afterInvitationAnswer } from '../queries.ts';
import '../shares.css';

/**
 * Shares offered to me that I have not answered: each has no effect until I accept it (SECURITY.md
 * "Alerts"), one tap to accept or decline. Nothing shows when there are none.
 */
export function ShareInvitations() {
  const { t } = useTranslation('shares');
  const invitations = useData(sharesRoutes.invitations, {});
  const accepting = useApiMutation(sharesRoutes.accept, { invalidates: afterInvitationAnswer });
  const declining = useApiMutation(sharesRoutes.decline, { invalidates: afterInvitationAnswer });
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;

  const answer = (invitation: ShareInvitation, accept: boolean) =>
    (accept ? accepting : declining).mutate(
      { body: { deviceId: invitation.deviceId } },
      {
        onSuccess: () => toast(accept ? t('invitations.accepted') : t('invitations.declined')),
        // Refused (toasted): the invitation was answered elsewhere or withdrawn, so read them again.
        onError: () => void invitations.refetch(),
      },
    );

  return (
    <section className="kit-card" aria-labelledby="share-invitations-title" data-testid="share-invitations">
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
              className="kit-button kit-button--primary kit-button--large"
              onClick={() => answer(invitation, true)}
              data-testid={`share-accept-${invitation.deviceId}`}
            >
              {t('invitations.accept')}
            </button>
            <button
              type="button"
              className="kit-button"
              onClick={() => answer(invitation, false)}
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
