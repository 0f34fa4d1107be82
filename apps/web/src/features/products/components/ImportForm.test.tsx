import { ErrorCode, productsRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeFetch } from '../../../test/render.tsx';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { productFixture } from '../productFixtures.ts';
import { ImportForm } from './ImportForm.tsx';

const IMPORT = productsRoutes.importFastBee.path;
const EXPORT = JSON.stringify({
  productName: '智能插座',
  categoryName: '电工照明',
  thingsModelsJson: JSON.stringify({
    properties: [{ id: 'power' }, { id: 'voltage' }],
    functions: [{}],
    events: [],
  }),
});
const paste = (text: string) =>
  fireEvent.change(screen.getByTestId('product-import-json'), { target: { value: text } });
const submit = () => screen.getByTestId('product-import-submit') as HTMLButtonElement;

describe('FastBee product import', () => {
  it('previews the name and item counts of a chosen file, then imports it', async () => {
    const imported = productFixture({ productId: 12, productName: '智能插座', status: 1 });
    const fake = fakeFetch({ [IMPORT]: { body: { code: 200, msg: '操作成功', data: imported } } });
    vi.stubGlobal('fetch', fake.fetch);
    const onImported = vi.fn();
    renderAt(<ImportForm onImported={onImported} />);
    expect(submit().disabled).toBe(true);
    const file = new File([EXPORT], 'socket.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('product-import-file'), { target: { files: [file] } });
    });
    expect((await screen.findByTestId('product-import-name')).textContent).toBe('智能插座');
    expect(screen.getByTestId('product-import-counts').textContent).toBe('属性 2 个 · 功能 1 个 · 事件 0 个');
    expect(screen.getByText('已选择：socket.json')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      fireEvent.click(submit());
    });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(imported));
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({ json: EXPORT });
  });

  it('says in words what is wrong with pasted text, and sends nothing', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ImportForm onImported={() => undefined} />);
    paste('{"productName": "智能');
    expect(screen.getByText('这不是有效的 JSON，请检查文件是否完整')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    paste('{"deviceName": "x"}');
    expect(screen.getByText(/没有找到产品名称（productName）/)).toBeTruthy();
    expect(screen.queryByTestId('product-import-preview')).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the server's refusal under the text", async () => {
    const msg = '不是有效的 FastBee 产品 JSON：物模型 datatype 缺失';
    const fake = fakeFetch({
      [IMPORT]: { body: { code: 500, msg, errorCode: ErrorCode.PRODUCT_IMPORT_INVALID } },
    });
    vi.stubGlobal('fetch', fake.fetch);
    const onImported = vi.fn();
    renderAt(<ImportForm onImported={onImported} />);
    paste(EXPORT);
    await act(async () => {
      fireEvent.click(submit());
    });
    await waitFor(() =>
      expect(screen.getByTestId('product-import-json').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText(msg).length).toBeGreaterThan(0);
    expect(onImported).not.toHaveBeenCalled();
    // Changing the text clears the old refusal.
    paste(`${EXPORT} `);
    expect(screen.getByTestId('product-import-json').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderAt(<ImportForm onImported={() => undefined} />);
    paste('[]');
    expect(screen.getByText('The text should be one product object (starting with {)')).toBeTruthy();
    paste(EXPORT);
    expect(screen.getByTestId('product-import-counts').textContent).toBe(
      'Properties: 2 · Functions: 1 · Events: 0',
    );
  });
});
