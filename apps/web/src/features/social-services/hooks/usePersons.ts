import { socialServicesRoutes } from '@linli/contracts';
import { usePagedRows } from '../../../lib/queries.ts';
import { PERSON_CHOICES } from '../queries.ts';

/** The persons served a social worker can pick (the first fifty matches of a keyword). */
export function usePersons(keyword: string, enabled = true) {
  return usePagedRows(
    socialServicesRoutes.persons,
    { query: { keyword: keyword || undefined } },
    { enabled, pageSize: PERSON_CHOICES },
  );
}
