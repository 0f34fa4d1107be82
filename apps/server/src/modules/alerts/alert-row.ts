import type { AlertLog, AlertPerson, AlertStatus } from '@linli/contracts';
import type { Selectable } from 'kysely';
import type { StoredAlert } from './alerts.repository.ts';
import type { AlertLogsTable } from './tables.ts';

/** An `alert_logs` row as the service sees it; `read` says whether the reader has opened it. */
export function toAlert(r: Selectable<AlertLogsTable>, read: boolean): StoredAlert {
  return {
    alertLogId: r.id,
    alertName: r.alert_name,
    alertNameEn: r.alert_name_en,
    origin: r.origin === 'device' ? 'device' : 'scene',
    identifier: r.identifier,
    alertLevel: r.alert_level,
    status: r.status as AlertStatus,
    deviceId: r.device_id,
    serialNumber: r.serial_number,
    deviceName: r.device_name,
    productId: r.product_id,
    sceneId: r.scene_id,
    sceneName: r.scene_name,
    detail: JSON.parse(r.detail) as { id: string; value: string }[],
    remark: r.remark,
    handledBy: r.handled_by,
    handledTime: r.handled_at,
    claimedBy: r.claimed_by,
    claimedByName: r.claimed_name,
    claimTime: r.claimed_at,
    escalatedTime: r.escalated_at,
    person: r.person ? (JSON.parse(r.person) as AlertPerson) : null,
    createTime: r.created_at,
    isRead: read ? 1 : 0,
    authorName: r.author_name,
    personal: r.audience === 'author' ? 1 : 0,
    userId: r.user_id,
    audience: r.audience === 'author' ? 'author' : 'device',
  };
}

/** What callers see of a stored alert: not whose account holds it, nor its audience (`personal` says that). */
export const shown = ({ userId: _account, audience: _audience, ...alert }: StoredAlert): AlertLog => alert;
