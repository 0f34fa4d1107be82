import { useTranslation } from 'react-i18next';
import { useToken } from '../../../lib/session.ts';
import { shfwApi, shfwKeys } from '../api/socialServicesApi.ts';
import { useShfwQuery } from './useShfwQuery.ts';

/** GET /shfw/home, shared by the entry page's cards (one request; the key follows login and language). */
export function useHomeSummary() {
  const token = useToken() ?? '';
  const { i18n } = useTranslation();
  return useShfwQuery(shfwKeys.home(token, i18n.language), shfwApi.home);
}
