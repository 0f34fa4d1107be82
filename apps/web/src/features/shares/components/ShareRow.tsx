import type { DeviceShare } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/** A device user: name, phone, owner or shared with how many permissions; shared rows open their detail. */
export function ShareRow({ share, onOpen }: { share: DeviceShare; onOpen: () => void }) {
  const { t } = useTranslation('shares');
  const owner = share.isOwner === 1;
  const body = (
    <>
      <span className="dv-pick__text">
        <span className="dv-pick__name">{share.nickName || share.userName}</span>
        <span className="hint">{share.phonenumber}</span>
        {share.remark && <span className="hint">{share.remark}</span>}
      </span>
      <span className={`kit-pill dv-tag${owner ? '' : ' dv-tag--shared'}`}>
        {owner
          ? t('list.owner')
          : share.accepted === 0
            ? t('list.pending')
            : t('list.perms', { count: share.perms.length })}
      </span>
    </>
  );
  if (owner)
    return (
      <li className="dv-pick at-share" data-testid={`share-row-${share.userId}`}>
        {body}
      </li>
    );
  return (
    <li>
      <button
        type="button"
        className="dv-pick at-share"
        onClick={onOpen}
        data-testid={`share-row-${share.userId}`}
      >
        {body}
      </button>
    </li>
  );
}
