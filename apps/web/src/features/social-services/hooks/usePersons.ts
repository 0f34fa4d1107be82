import { shfwApi, shfwKeys } from '../api/socialServicesApi.ts';
import { usePagedList } from './useShfwQuery.ts';

/** The persons served a social worker can pick (first 50 matches of a keyword). */
export function usePersons(keyword: string, enabled = true) {
  return usePagedList(shfwKeys.persons(keyword), (n) => shfwApi.persons(keyword, n), enabled);
}
