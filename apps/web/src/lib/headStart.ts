/**
 * The entry page's read, started by src/boot.ts while the app's code still downloads: on a phone's network the
 * app's code arrives, runs, and only then would ask for the page's data, one round trip after the other
 * (docs/architecture.md "Versions", the first paint). Boot asks with the headers the app would send (the saved
 * language and token in lifeData, src/lib/storage.ts); request.ts takes the answer instead of asking again only
 * when its own request is the same one.
 */
export interface HeadStart {
  /** The address as request.ts builds it (API_PREFIX and the path). */
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  /** Written once by src/boot.ts, taken (or thrown away) by the app's first request for its address. */
  var linliHeadStart: HeadStart | undefined;
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The answer boot started for this request, if it is the same request. The first request for the address
 * decides, whatever it is: a later one (a refresh, another login) must not be handed an old answer.
 */
export function takeHeadStart(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const early = globalThis.linliHeadStart;
  if (!early || early.url !== url) return undefined;
  globalThis.linliHeadStart = undefined;
  if (method !== 'GET' || !sameHeaders(early.headers, headers)) return undefined;
  return early.response;
}
