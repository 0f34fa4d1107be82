import { otaRoutes } from '@linli/contracts';
import { useApiMutation } from '../../lib/queries.ts';
import { afterFirmwareChange } from './queries.ts';

export interface FirmwareUpload {
  productId: number;
  version: string;
  firmwareName: string;
  remark: string;
  file: File;
}

/**
 * Uploads a firmware file with its fields (multipart). `send` resolves the stored firmware, or undefined when
 * it was refused (the person has been told why); the firmware list and upgrade tasks are read again.
 */
export function useFirmwareUpload() {
  const upload = useApiMutation(otaRoutes.upload, { invalidates: afterFirmwareChange });
  return {
    send: async ({ file, productId, ...fields }: FirmwareUpload) => {
      const answer = await upload
        .mutateAsync({
          upload: { file, fileName: file.name, fields: { ...fields, productId: String(productId) } },
        })
        .catch(() => undefined);
      return answer?.data;
    },
    isPending: upload.isPending,
  };
}
