import { useSearchParams } from 'react-router';

/** A positive integer query parameter (`?id=`), or undefined. */
export function useNumberParam(name: string): number | undefined {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
