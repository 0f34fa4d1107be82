import { ApiPath, linkingRoutes, pathOf, productsRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { modelFixture, productFixture } from '../../../features/products/productFixtures.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { setToken } from '../../../lib/storage.ts';
import { fakeFetch, renderApp } from '../../../test/render.tsx';

const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const PRODUCT = productFixture();
const { mqttPassword: _p, mqttSecret: _s, ...ROW } = PRODUCT;
const ADMIN = { userId: 1, userName: 'admin', nickName: '管理员', roles: ['admin'] };

function stub(roles = ADMIN.roles) {
  const fake = fakeFetch({
    [ApiPath.profile]: ok({ ...ADMIN, roles }),
    [productsRoutes.adminList.path]: { body: { code: 200, msg: '查询成功', rows: [ROW], total: 1 } },
    [pathOf(productsRoutes.get, { id: 7 })]: ok(PRODUCT),
    [pathOf(productsRoutes.thingsModel, { id: 7 })]: ok(modelFixture()),
    [linkingRoutes.registrations.path]: { body: { code: 200, msg: '查询成功', rows: [], total: 0 } },
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('product administration screens', () => {
  beforeEach(() => setToken('tok-admin'));

  it('leads from the admin home through the list to a product and its thing model', async () => {
    stub();
    const { router } = renderApp(paths.adminHome);
    const entry = await screen.findByTestId('admin-entry-products');
    await act(async () => {
      fireEvent.click(entry);
    });
    expect(router.state.location.pathname).toBe(paths.adminProducts);
    const row = await screen.findByTestId('product-7');
    await act(async () => {
      fireEvent.click(row);
    });
    expect(await screen.findByTestId('product-detail')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('product-model-edit'));
    });
    expect(router.state.location.search).toBe('?id=7');
    expect((await screen.findByTestId('thing-properties-0')).textContent).toContain('温度');
  });

  it('opens the form filled in for editing, with the picture uploader', async () => {
    stub();
    renderApp(withQuery(paths.adminProduct, { id: '7' }));
    const name = (await screen.findByTestId('product-form-productName')) as HTMLInputElement;
    expect(name.value).toBe('智能烟感');
    expect(screen.getByTestId('product-form-imgUrl-input')).toBeTruthy();
  });

  it('edits the model as stored, in English too (names shown in English, saving allowed)', async () => {
    await changeLanguage('en-US');
    stub();
    renderApp(withQuery(paths.adminThingsModel, { id: '7' }));
    expect((await screen.findByTestId('thing-properties-0')).textContent).toContain('Temperature');
    expect(screen.getByTestId('thing-save')).toHaveProperty('disabled', false);
  });

  it('shows the screens to administrators only', async () => {
    stub(['user']);
    renderApp(paths.adminProducts);
    await waitFor(() => expect(screen.getByTestId('admin-denied')).toBeTruthy());
    expect(screen.queryByTestId('product-list')).toBeNull();
  });
});
