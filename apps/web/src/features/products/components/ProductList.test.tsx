import { type ProductAdminRow, productsRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { fakeFetch } from '../../../test/render.tsx';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { productFixture } from '../productFixtures.ts';
import { ProductList } from './ProductList.tsx';

const { mqttPassword: _p, mqttSecret: _s, ...ROW } = productFixture();
const DRAFT: ProductAdminRow = {
  ...ROW,
  productId: 8,
  productName: '智能手环',
  categoryName: '健康',
  status: 1,
  deviceCount: 1,
  imgUrl: '/uploads/2026/01/band.png',
};
const LIST = productsRoutes.adminList.path;
const table = (rows: ProductAdminRow[]) => ({
  body: { code: 200, msg: '查询成功', rows, total: rows.length },
});
const queries = (calls: Array<{ url: string }>) =>
  calls.filter((c) => c.url.includes(LIST)).map((c) => new URL(c.url, 'http://app').searchParams);

describe('the administrators’ product list', () => {
  it('shows each product with its picture, name, category, status in words and device count', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [LIST]: table([ROW, DRAFT]) }).fetch);
    renderAt(<ProductList />);
    const row = await screen.findByTestId('product-7');
    expect(row.textContent).toContain('智能烟感');
    expect(row.textContent).toContain('安防');
    expect(screen.getByTestId('product-7-status').textContent).toContain('已发布');
    expect(screen.getByTestId('product-7-devices').textContent).toBe('4 台设备');
    expect(screen.getByTestId('product-8-status').textContent).toContain('草稿');
    expect(screen.getByTestId('product-8').querySelector('img')?.getAttribute('src')).toBe(DRAFT.imgUrl);
    expect(screen.getByTestId('product-count').textContent).toBe('共 2 个产品');
  });

  it('searches by name and filters by status, then opens a product', async () => {
    const fake = fakeFetch({ [LIST]: table([DRAFT]) });
    vi.stubGlobal('fetch', fake.fetch);
    const { router } = renderAt(<ProductList />);
    await screen.findByTestId('product-8');
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: ' 手环 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('product-search-go'));
    });
    await waitFor(() => expect(queries(fake.calls).at(-1)?.get('productName')).toBe('手环'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('product-filter-1'));
    });
    expect(screen.getByTestId('product-filter-1').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(queries(fake.calls).at(-1)?.get('status')).toBe('1'));
    expect(queries(fake.calls).at(-1)?.get('pageSize')).toBe('20');
    const row = await screen.findByTestId('product-8');
    await act(async () => {
      fireEvent.click(row);
    });
    expect(router.state.location.pathname).toBe(paths.adminProductDetail);
    expect(router.state.location.search).toBe('?id=8');
  });

  it('says when there is nothing yet, with the way to the first product, in English too', async () => {
    await changeLanguage('en-US');
    vi.stubGlobal('fetch', fakeFetch({ [LIST]: table([]) }).fetch);
    const { router } = renderAt(<ProductList />);
    expect((await screen.findByTestId('products-empty')).textContent).toContain('No products yet');
    await act(async () => {
      fireEvent.click(screen.getByTestId('product-add-first'));
    });
    expect(router.state.location.pathname).toBe(paths.adminProduct);
  });

  it('reads the list again when asked to refresh', async () => {
    const fake = fakeFetch({ [LIST]: table([ROW]) });
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ProductList />);
    await screen.findByTestId('product-7');
    const before = queries(fake.calls).length;
    await act(async () => {
      fireEvent.click(screen.getByTestId('refresh-button'));
    });
    await waitFor(() => expect(queries(fake.calls).length).toBe(before + 1));
  });
});
