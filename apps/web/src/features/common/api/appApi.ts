import { type AjaxResult, ApiPath, type AppInfo } from '@linli/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';

/** The server words platform name and address in the request language, so the key carries it. */
export const appKeys = { info: (language: string) => ['app', 'info', language] as const };

export const appApi = {
  info: () => request<AjaxResult<AppInfo>>({ url: ApiPath.appInfo, loading: false }),
};

export function useAppInfo() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: appKeys.info(i18n.language),
    queryFn: async () => {
      const result = await appApi.info();
      return result && result.code === 200 && result.data ? result.data : null;
    },
    staleTime: 10 * 60_000,
  });
}
