import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** Addresses remembered: the screens someone moves between in one visit, a few ids each. */
const REMEMBERED = 64;

export interface RouteBranches {
  /** What react-router's `matchRoutes(routes, pathname)` answers, computed once per address. */
  matches(pathname: string): RouteMatch[] | null;
  /**
   * The one branch of the table the address matches (its layout route with only the matching child), as a
   * table of its own: `useRoutes(branch(pathname))` renders what `useRoutes(routes)` renders, params and all,
   * and matches it in microseconds. The same array for the same address, so a re-render changes nothing.
   */
  branch(pathname: string): RouteObject[];
}

/**
 * The route table, matched once per address. react-router's `matchRoutes` compiles the pattern of every route
 * in the table (~90 here) on each call, and `useRoutes` calls it on every render of the table: on a phone that
 * was ~15 ms each time, three times before the entry page's first render (measured in a CPU profile of a cold
 * load: ~45 ms of the app's start). Routes are static, so the answer for an address never changes; and an
 * address that is exactly the path of a route with no parameters (the entry page, every tab, most screens) is
 * that route's, since a path of fixed segments outranks any pattern that also matches it — react-router then
 * only checks the one branch.
 */
export function routeBranches(routes: RouteObject[]): RouteBranches {
  // An index route scores above a plain route of the same path in react-router's ranking, so with one in the
  // table a fixed path is no longer sure to win: every address is then matched against the whole table.
  const fixedPaths = hasIndexRoute(routes) ? new Map<string, RouteObject>() : branchesByFixedPath(routes);
  const known = new Map<string, { matches: RouteMatch[] | null; branch: RouteObject[] }>();
  const lookUp = (pathname: string) => {
    const hit = known.get(pathname);
    if (hit) {
      // Most recently used last, so the oldest address is the first to go.
      known.delete(pathname);
      known.set(pathname, hit);
      return hit;
    }
    const fixed = fixedPaths.get(pathname);
    const matches = matchRoutes(fixed ? [fixed] : routes, pathname);
    const entry = { matches, branch: matches ? [branchOf(matches)] : [] };
    known.set(pathname, entry);
    if (known.size > REMEMBERED) known.delete(known.keys().next().value as string);
    return entry;
  };
  return {
    matches: (pathname) => lookUp(pathname).matches,
    branch: (pathname) => lookUp(pathname).branch,
  };
}

/** The matched routes nested as they are in the table, each with only the child on the path. */
function branchOf(matches: Array<{ route: RouteObject }>): RouteObject {
  return matches.reduceRight<RouteObject | undefined>((child, { route }) => {
    if (!child) return route;
    return { ...route, children: [child] } as RouteObject;
  }, undefined) as RouteObject;
}

/** Every route whose absolute path has no parameter, splat or optional segment, by that path, as its branch. */
function branchesByFixedPath(routes: RouteObject[], above: RouteObject[] = []): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  for (const route of routes) {
    const chain = [...above, route];
    if (route.children) {
      for (const [path, branch] of branchesByFixedPath(route.children, chain)) found.set(path, branch);
    } else if (route.path?.startsWith('/') && !/[:*?]/.test(route.path) && !found.has(route.path)) {
      found.set(route.path, branchOf(chain.map((link) => ({ route: link }))));
    }
  }
  return found;
}

function hasIndexRoute(routes: RouteObject[]): boolean {
  return routes.some((route) => route.index === true || hasIndexRoute(route.children ?? []));
}
