import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  Link,
  MemoryRouter,
  matchRoutes,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { routes } from '../routes.tsx';
import { routeBranches } from './routeBranches.ts';

/** What a match says about the screen it opens. */
const shape = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((m) => ({ route: m.route.element, params: m.params, at: m.pathname, base: m.pathnameBase }));

describe('the route table matched once per address', () => {
  const table = routeBranches(routes);
  const addresses = [
    ...Object.values(paths),
    '/no/such/screen',
    '/pages/tabBar/user/',
    '/%E9%82%BB%E9%87%8C',
  ];

  it.each(addresses)('the branch of %s opens what the whole table opens', (address) => {
    const whole = matchRoutes(routes, address);
    expect(whole).not.toBeNull();
    expect(shape(matchRoutes(table.branch(address), address))).toEqual(shape(whole));
    expect(shape(table.matches(address))).toEqual(shape(whole));
  });

  it('answers an address it has seen with the same branch, and forgets the oldest after 64', () => {
    const first = table.branch(paths.home);
    expect(table.branch(paths.home)).toBe(first);
    for (let i = 0; i < 64; i += 1) table.branch(`/no/such/${i}`);
    expect(table.branch(paths.home)).not.toBe(first);
    expect(shape(matchRoutes(table.branch(paths.home), paths.home))).toEqual(
      shape(matchRoutes(routes, paths.home)),
    );
  });
});

function Layout() {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        taps {taps}
      </button>
      <Link to="/b/7">to b</Link>
      <Outlet />
    </>
  );
}
function Item() {
  return <p>item {useParams().id}</p>;
}
const demo: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/a', element: <p>screen a</p> },
      { path: '/b/:id', element: <Item /> },
      { path: '/b/new', element: <p>new b</p> },
    ],
  },
  { path: '*', element: <p>not found</p> },
];
const demoTable = routeBranches(demo);
function DemoRoutes() {
  return useRoutes(demoTable.branch(useLocation().pathname));
}

describe('rendering the branch', () => {
  it('shows the screen with its params and keeps the layout (and its state) between its children', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <DemoRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByText('screen a')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('taps 1');
    act(() => screen.getByRole('link').click());
    expect(await screen.findByText('item 7')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('taps 1');
  });

  it('opens a fixed path before a pattern that also matches it, wherever each stands in the table', () => {
    for (const [address, shown] of [
      ['/b/new', 'new b'],
      ['/b/8', 'item 8'],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[address]}>
          <DemoRoutes />
        </MemoryRouter>,
      );
      expect(screen.getByText(shown)).toBeTruthy();
      expect(shape(demoTable.matches(address))).toEqual(shape(matchRoutes(demo, address)));
      unmount();
    }
  });

  it('with an index route in the table, which outranks a fixed path of the same address, still opens its winner', () => {
    const withIndex: RouteObject[] = [
      { path: '/c', element: <p>plain c</p> },
      { path: '/c', children: [{ index: true, element: <p>index c</p> }] },
    ];
    const indexTable = routeBranches(withIndex);
    expect(matchRoutes(withIndex, '/c')?.at(-1)?.route.element).toEqual(<p>index c</p>);
    expect(shape(indexTable.matches('/c'))).toEqual(shape(matchRoutes(withIndex, '/c')));
  });

  it('shows the catch-all for an unknown address', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <DemoRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByText('not found')).toBeTruthy();
  });
});
