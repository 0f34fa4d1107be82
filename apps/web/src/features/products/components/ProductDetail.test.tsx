import { type DeviceRegistration, linkingRoutes, pathOf, productsRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/render.tsx';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { modelFixture, productFixture } from '../productFixtures.ts';
import { ProductDetail } from './ProductDetail.tsx';

const PRODUCT = productFixture();
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const WAITING: DeviceRegistration = {
  serialNumber: 'SMOKE-0042',
  productId: 7,
  productName: '智能烟感',
  firmwareVersion: '1.2',
  rssi: -60,
  online: true,
  firstSeen: '2026-02-01T08:00:00.000Z',
  lastSeen: '2026-02-01T09:30:00.000Z',
};
const READS = {
  [pathOf(productsRoutes.thingsModel, { id: 7 })]: ok(modelFixture()),
  [linkingRoutes.registrations.path]: { body: { code: 200, msg: '查询成功', rows: [WAITING], total: 1 } },
};
const CREDENTIALS = pathOf(productsRoutes.resetCredentials, { id: 7 });
const STATUS = pathOf(productsRoutes.setStatus, { id: 7 });
const tap = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

describe('product detail', () => {
  it('keeps the password and secret hidden until shown, and copies them', async () => {
    vi.stubGlobal('fetch', fakeFetch(READS).fetch);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(<ProductDetail product={PRODUCT} />);
    expect(screen.getByTestId('credentials-account').textContent).toBe('linli-smoke');
    expect(screen.getByTestId('credentials-password').textContent).not.toContain(PRODUCT.mqttPassword);
    expect(screen.getByTestId('credentials-secret').textContent).not.toContain(PRODUCT.mqttSecret);
    expect(screen.getByTestId('credentials-secret').textContent).toContain('已隐藏');
    const toggle = screen.getByTestId('credentials-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await tap(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('credentials-password').textContent).toBe(PRODUCT.mqttPassword);
    expect(screen.getByTestId('credentials-secret').textContent).toBe('K3y16charsSecret');
    await tap(toggle);
    expect(screen.getByTestId('credentials-password').textContent).not.toContain(PRODUCT.mqttPassword);
    // Copying works while hidden: the value goes to the clipboard, not to the screen.
    await tap(screen.getByTestId('credentials-copy-secret'));
    expect(writeText).toHaveBeenCalledWith('K3y16charsSecret');
    expect(await screen.findByText('已复制秘钥')).toBeTruthy();
  });

  it('asks before issuing a new secret, saying old firmware stops connecting', async () => {
    const fresh = productFixture({ mqttSecret: 'N3wSecret16chars' });
    const fake = fakeFetch({ ...READS, [CREDENTIALS]: ok(fresh) });
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ProductDetail product={PRODUCT} />);
    await tap(screen.getByTestId('credentials-issue-secret'));
    expect(await screen.findByText(/烧录了旧凭据的固件将无法再连接（本产品现有 4 台设备）/)).toBeTruthy();
    await tap(screen.getByText('重新生成秘钥', { selector: '.adm-dialog *' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url.includes(CREDENTIALS))).toBe(true));
    const sent = fake.calls.find((c) => c.url.includes(CREDENTIALS));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ reset: 'secret' });
  });

  it('retires only after a question that names the consequence', async () => {
    const unused = productFixture({ deviceCount: 0 });
    const fake = fakeFetch({ ...READS, [STATUS]: ok(productFixture({ status: 3, deviceCount: 0 })) });
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ProductDetail product={unused} />);
    expect(screen.queryByTestId('product-publish')).toBeNull();
    await tap(screen.getByTestId('product-retire'));
    expect(await screen.findByText(/停用后，设备不能再用本产品连接/)).toBeTruthy();
    await tap(screen.getByText('取消'));
    expect(fake.calls.some((c) => c.url.includes(STATUS))).toBe(false);
    await tap(screen.getByTestId('product-retire'));
    await tap(await screen.findByText('停用', { selector: '.adm-dialog *' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url.includes(STATUS))).toBe(true));
    expect(JSON.parse(String(fake.calls.find((c) => c.url.includes(STATUS))?.init.body))).toEqual({
      status: 3,
    });
  });

  it('does not offer going back to draft or retiring while devices use the product, and says why', () => {
    vi.stubGlobal('fetch', fakeFetch(READS).fetch);
    renderAt(<ProductDetail product={PRODUCT} />);
    expect(screen.queryByTestId('product-retire')).toBeNull();
    expect(screen.queryByTestId('product-draft')).toBeNull();
    expect(screen.getByTestId('product-status-held').textContent).toContain('本产品已有 4 台设备');
  });

  it('sums up the thing model and lists the devices waiting to be linked', async () => {
    const fake = fakeFetch(READS);
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ProductDetail product={PRODUCT} />);
    expect(screen.getByTestId('product-model-version').textContent).toBe('版本 3');
    expect((await screen.findByTestId('product-model-counts')).textContent).toBe(
      '属性 2 个 · 功能 0 个 · 事件 1 个',
    );
    // Published, with devices and a changed model: the devices may be behind.
    expect(screen.getByTestId('product-model-apply')).toBeTruthy();
    const waiting = await screen.findByTestId('registration-SMOKE-0042');
    expect(within(waiting).getByText('在线')).toBeTruthy();
    expect(waiting.textContent).toContain('最后在线：');
    expect(screen.getByTestId('product-registrations').textContent).toContain('关联添加');
    const read = fake.calls.find((c) => c.url.includes(linkingRoutes.registrations.path));
    expect(new URL(String(read?.url), 'http://app').searchParams.get('productId')).toBe('7');
  });

  it('exports FastBee JSON as a file and moves the devices to the current model after asking', async () => {
    const json = '{"productName":"智能烟感"}';
    const fake = fakeFetch({
      ...READS,
      [pathOf(productsRoutes.exportFastBee, { id: 7 })]: ok({ fileName: 'smoke.json', json }),
      [pathOf(productsRoutes.applyThingsModel, { id: 7 })]: ok({ moved: 3 }),
    });
    vi.stubGlobal('fetch', fake.fetch);
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:smoke';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt(<ProductDetail product={PRODUCT} />);
    await tap(screen.getByTestId('product-export'));
    await waitFor(() => expect(clicked).toEqual(['smoke.json']));
    expect(await files[0]?.text()).toBe(json);
    await tap(screen.getByTestId('product-model-apply'));
    expect(await screen.findByText('本产品的所有设备都将按版本 3 显示和记录数据。')).toBeTruthy();
    await tap(screen.getByText('应用到全部设备', { selector: '.adm-dialog *' }));
    expect(await screen.findByText('已更新 3 台设备')).toBeTruthy();
  });

  it('offers no status change and no edit for a retired product', () => {
    vi.stubGlobal('fetch', fakeFetch(READS).fetch);
    renderAt(<ProductDetail product={productFixture({ status: 3 })} />);
    expect(screen.getByTestId('product-status').textContent).toContain('已停用');
    expect(screen.queryByTestId('product-retire')).toBeNull();
    expect(screen.queryByTestId('product-edit')).toBeNull();
  });
});
