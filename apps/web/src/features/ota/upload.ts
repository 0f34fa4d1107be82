import { type Firmware, otaRoutes, type RouteResponse } from '@linli/contracts';
import { type Envelope, upload } from '../../lib/request.ts';

export interface FirmwareUpload {
  productId: number;
  version: string;
  firmwareName: string;
  remark: string;
  file: File;
}

/**
 * Uploads a firmware file with its fields (multipart, so through `upload` rather than `call`; the answer is
 * still typed by the route's descriptor). Undefined when refused: `upload` has told the person.
 */
export async function uploadFirmware(body: FirmwareUpload): Promise<Firmware | undefined> {
  const result = await upload<Envelope & RouteResponse<typeof otaRoutes.upload>>({
    url: otaRoutes.upload.path,
    name: 'file',
    file: body.file,
    fileName: body.file.name,
    fields: {
      productId: String(body.productId),
      version: body.version,
      firmwareName: body.firmwareName,
      remark: body.remark,
    },
  });
  return result ? result.data : undefined;
}
