import {
  type AjaxResult,
  ApiPath,
  type Firmware,
  fillPath,
  type OtaTask,
  type TableResult,
} from '@linli/contracts';
import { type Envelope, request, upload } from '../../../lib/request.ts';

type Data<T> = Envelope & AjaxResult<T>;
type Rows<T> = Envelope & TableResult<T>;

export const otaKeys = {
  all: ['ota'] as const,
  task: (deviceId: number) => ['ota', 'task', deviceId] as const,
  firmware: (productId: number | undefined, language: string) =>
    ['ota', 'firmware', productId ?? 0, language] as const,
};

export interface FirmwareUpload {
  productId: number;
  version: string;
  firmwareName: string;
  remark: string;
  file: File;
}

export const otaApi = {
  /**
   * `data` null with msg 'already latest version' when the device is current
   * (docs/product.md "Firmware upgrade").
   */
  latest: (deviceId: number) =>
    request<Data<Firmware | null>>({ url: fillPath(ApiPath.firmwareLatest, { id: deviceId }) }),
  task: (deviceId: number) =>
    request<Data<OtaTask | null>>({ url: ApiPath.otaTask, query: { deviceId }, loading: false }),
  upgrade: (deviceId: number, firmwareId: number) =>
    request<Data<OtaTask>>({ url: ApiPath.otaUpgrade, method: 'POST', data: { deviceId, firmwareId } }),
  firmwareList: (productId?: number) =>
    request<Rows<Firmware>>({
      url: ApiPath.firmwareList,
      query: { productId, pageNum: 1, pageSize: 100 },
      loading: false,
    }),
  uploadFirmware: (body: FirmwareUpload) =>
    upload<Data<Firmware>>({
      url: ApiPath.firmware,
      name: 'file',
      file: body.file,
      fileName: body.file.name,
      fields: {
        productId: String(body.productId),
        version: body.version,
        firmwareName: body.firmwareName,
        remark: body.remark,
      },
    }),
  removeFirmware: (id: number) => request({ url: fillPath(ApiPath.firmwareById, { id }), method: 'DELETE' }),
};
