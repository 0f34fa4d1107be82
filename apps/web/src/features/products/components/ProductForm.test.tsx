import { ErrorCode, pathOf, productsRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeFetch } from '../../../test/render.tsx';
import { renderAt } from '../../../test/renderOutsideRoutes.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { emptyProductDraft, productDraftOf } from '../productDraft.ts';
import { productFixture } from '../productFixtures.ts';
import { type PictureSlot, ProductForm } from './ProductForm.tsx';

const CREATE = productsRoutes.create.path;
const UPDATE = pathOf(productsRoutes.update, { id: 7 });
const picture: PictureSlot = (field) => <TextField {...field} data-testid="product-form-imgUrl" />;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(`product-form-${testId}`), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('product-form-submit'));
  });
const errorOf = (testId: string) =>
  document.getElementById(`${screen.getByTestId(`product-form-${testId}`).id}-error`)?.textContent;

describe('product form', () => {
  it('says what is missing under each field, in words, and sends nothing', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetch);
    renderAt(<ProductForm initial={emptyProductDraft()} picture={picture} onSaved={() => undefined} />);
    type('offlineAlarmMinutes', '3');
    await submit();
    expect(errorOf('productName')).toContain('产品名称（中文）不能为空');
    expect(errorOf('categoryName')).toContain('分类不能为空');
    expect(errorOf('offlineAlarmMinutes')).toContain('离线告警（分钟）不能小于5');
    expect(screen.getByTestId('product-form-productName').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls).toHaveLength(0);
    // A corrected field stops complaining at once.
    type('productName', '智能烟感');
    expect(errorOf('productName')).toBeUndefined();
  });

  it('explains the accepted credentials for FastBee firmware and sends the contract body', async () => {
    const created = productFixture({ status: 1, productId: 9 });
    const fake = fakeFetch({ [CREATE]: { body: { code: 200, msg: '操作成功', data: created } } });
    vi.stubGlobal('fetch', fake.fetch);
    const onSaved = vi.fn();
    renderAt(<ProductForm initial={emptyProductDraft()} picture={picture} onSaved={onSaved} />);
    expect(screen.getByText(/和 FastBee 固件出厂烧录的方式一样/)).toBeTruthy();
    type('productName', ' 智能烟感 ');
    type('productNameEn', 'Smart smoke alarm');
    type('categoryName', '安防');
    fireEvent.click(screen.getByTestId('product-form-deviceType-2'));
    fireEvent.click(screen.getByTestId('product-form-networkMethod-2'));
    fireEvent.click(screen.getByTestId('product-form-credentialScope-product'));
    fireEvent.click(screen.getByTestId('product-form-otaProtocol-fastbee-v1'));
    fireEvent.click(screen.getByTestId('product-form-selfRegister'));
    type('offlineAlarmMinutes', '60');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(fake.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({
      productName: '智能烟感',
      productNameEn: 'Smart smoke alarm',
      categoryName: '安防',
      imgUrl: '',
      deviceType: 2,
      isSubDevice: 0,
      networkMethod: 2,
      protocolCode: 'JSON',
      vertificateMethod: 3,
      credentialScope: 'product',
      isAuthorize: 0,
      selfRegister: 1,
      otaProtocol: 'fastbee-v1',
      offlineAlarmMinutes: 60,
    });
  });

  it("shows the server's refusal on the field it is about", async () => {
    const fake = fakeFetch({
      [UPDATE]: {
        body: { code: 500, msg: '已有同名产品', errorCode: ErrorCode.PRODUCT_NAME_EXISTS },
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    const onSaved = vi.fn();
    renderAt(
      <ProductForm id={7} initial={productDraftOf(productFixture())} picture={picture} onSaved={onSaved} />,
    );
    expect((screen.getByTestId('product-form-mqttAccount') as HTMLInputElement).value).toBe('linli-smoke');
    await submit();
    await waitFor(() => expect(errorOf('productName')).toContain('已有同名产品'));
    expect(fake.calls[0]?.init.method).toBe('PUT');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderAt(<ProductForm initial={emptyProductDraft()} picture={picture} onSaved={() => undefined} />);
    type('mqttAccount', 'has space');
    await submit();
    expect(errorOf('productNameEn')).toContain('Product name (English) cannot be empty');
    expect(errorOf('mqttAccount')).toContain('MQTT account is not in a valid format');
  });
});
