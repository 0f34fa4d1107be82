import {
  type AjaxResult,
  ApiPath,
  fillPath,
  type LinkingOptions,
  type PairingStatus,
  type PairingToken,
  type PhoneDevice,
  type RelatedDevice,
  type RelateRowInput,
} from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;

export const linkingKeys = {
  options: ['linking', 'options'] as const,
};

export const linkingApi = {
  relate: (rows: RelateRowInput[]) =>
    request<Data<RelatedDevice[]>>({
      url: ApiPath.deviceRelateUser,
      method: 'POST',
      data: { deviceNumberAndProductIds: rows },
    }),
  pairingToken: (productId?: number) =>
    request<Data<PairingToken>>({
      url: ApiPath.devicePairingToken,
      method: 'POST',
      data: productId ? { productId } : {},
      loading: false,
    }),
  pairingStatus: (pairingId: number) =>
    request<Data<PairingStatus>>({
      url: fillPath(ApiPath.devicePairingStatus, { id: pairingId }),
      loading: false,
    }),
  phone: () => request<Data<PhoneDevice>>({ url: ApiPath.devicePhone, method: 'POST', loading: false }),
  options: () => request<Data<LinkingOptions>>({ url: ApiPath.linkingOptions, loading: false }),
};
