import { type DeviceGroup, groupsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useIdParam } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { afterGroupChange } from '../../../features/groups/queries.ts';
import type { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';

/**
 * /pagesA/list/home/deviceGroup/form[?groupId=]: new or edit; name and order required
 * (docs/product.md "Groups").
 */
export default function DeviceGroupFormScreen() {
  const { t } = useTranslation('devices');
  const groupId = useIdParam('groupId');
  const group = useData(groupsRoutes.get, { params: { id: groupId ?? 0 } }, { enabled: !!groupId });
  return (
    <>
      <PageHeader title={groupId ? t('groups.formTitleEdit') : t('groups.formTitleNew')} />
      <div className="dv-page">
        <QueryState
          loading={!!groupId && group.isPending}
          error={group.isError}
          errorText={group.error?.message}
          onRetry={() => void group.refetch()}
          testId="device-group-form"
        >
          <GroupForm key={group.dataUpdatedAt} group={group.data} />
        </QueryState>
      </div>
    </>
  );
}

function GroupForm({ group }: { group: DeviceGroup | undefined }) {
  const { t } = useTranslation('devices');
  const back = useGoBack(paths.deviceGroupList);
  const create = useApiMutation(groupsRoutes.create, { invalidates: afterGroupChange });
  const update = useApiMutation(groupsRoutes.update, { invalidates: afterGroupChange });
  const [groupName, setName] = useState(group?.groupName ?? '');
  const [groupOrder, setOrder] = useState(group ? String(group.groupOrder) : '');
  const [remark, setRemark] = useState(group?.remark ?? '');
  const [errors, setErrors] = useState<{ groupName?: string; groupOrder?: string }>({});
  const saving = create.isPending || update.isPending;
  const submit = () => {
    // A second tap while the first save is on its way would create the group twice.
    if (saving) return;
    const next: typeof errors = {};
    if (!groupName.trim()) next.groupName = t('groups.groupNameRequired');
    const order = groupOrder.trim();
    if (!order) next.groupOrder = t('groups.groupOrderRequired');
    else if (!/^\d{1,4}$/.test(order)) next.groupOrder = t('groups.groupOrderHint');
    setErrors(next);
    if (next.groupName || next.groupOrder) return;
    const body = { groupName: groupName.trim(), groupOrder: Number(order), remark: remark.trim() };
    const done = {
      onSuccess: () => {
        toast(t('groups.saved'));
        back();
      },
      onError: (error: ApiError) => {
        if (error.field === 'groupName' || error.field === 'groupOrder')
          setErrors({ [error.field]: error.message });
      },
    };
    if (group) update.mutate({ body: { ...body, groupId: group.groupId } }, done);
    else create.mutate({ body }, done);
  };
  return (
    <SubmitForm onSubmit={submit}>
      <TextField
        label={t('groups.groupName')}
        value={groupName}
        onChange={(v) => {
          setName(v);
          setErrors((e) => ({ ...e, groupName: undefined }));
        }}
        error={errors.groupName}
        maxLength={32}
        required
        data-testid="device-group-form-name"
      />
      <TextField
        label={t('groups.groupOrder')}
        value={groupOrder}
        onChange={(v) => {
          setOrder(v);
          setErrors((e) => ({ ...e, groupOrder: undefined }));
        }}
        error={errors.groupOrder}
        inputMode="numeric"
        maxLength={4}
        required
        data-testid="device-group-form-order"
      />
      <p className="hint">{t('groups.groupOrderHint')}</p>
      <TextField
        label={t('groups.remark')}
        value={remark}
        onChange={setRemark}
        maxLength={140}
        data-testid="device-group-form-remark"
      />
      <button
        type="submit"
        className="kit-button kit-button--primary kit-button--large"
        aria-busy={saving}
        data-testid="device-group-form-save"
      >
        {t('groups.save')}
      </button>
    </SubmitForm>
  );
}
