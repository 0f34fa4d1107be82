import { devicesRoutes, type ProductShort, SERIAL_NUMBER_PATTERN } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { DeviceImage } from '../../../features/devices/components/DeviceImage.tsx';
import { useProducts } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { afterDeviceChange } from '../../../features/devices/queries.ts';
import { AddDeviceMethods } from '../../../features/linking/components/AddDeviceMethods.tsx';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';

type Errors = Partial<Record<'productId' | 'deviceName' | 'serialNumber' | 'authCode', string>>;

/** /pagesA/device/add: add a device by product and (optional) serial number. */
export default function DeviceAddScreen() {
  const { t, i18n } = useTranslation('devices');
  const go = useNavigateOnce();
  const products = useProducts();
  const create = useApiMutation(devicesRoutes.create, { invalidates: afterDeviceChange });
  const [productId, setProductId] = useState<number>();
  const [deviceName, setDeviceName] = useState('');
  const [serialNumber, setSerialNumber] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const english = i18n.language.startsWith('en');
  const nameOf = (p: ProductShort) => (english && p.productNameEn ? p.productNameEn : p.productName);
  // A device added by the number on its label is claimed like a linked one: a product that requires it asks
  // for the box's authorization code too (the server checks it and uses it up).
  const needsCode =
    serialNumber.trim() !== '' && products.data?.find((p) => p.productId === productId)?.isAuthorize === 1;

  const submit = () => {
    const next: Errors = {};
    if (!productId) next.productId = t('add.productRequired');
    if (!deviceName.trim()) next.deviceName = t('add.deviceNameRequired');
    if (serialNumber.trim() && !SERIAL_NUMBER_PATTERN.test(serialNumber.trim()))
      next.serialNumber = t('add.serialInvalid');
    if (needsCode && !authCode.trim()) next.authCode = t('add.authCodeRequired');
    setErrors(next);
    if (!productId || Object.keys(next).length > 0) return;
    const body = {
      productId,
      deviceName: deviceName.trim(),
      ...(serialNumber.trim() ? { serialNumber: serialNumber.trim() } : {}),
      ...(needsCode ? { authCode: authCode.trim() } : {}),
    };
    create.mutate(
      { body },
      {
        onSuccess: ({ data }) => {
          toast(t('add.added'));
          go(withQuery(paths.deviceDetail, { deviceId: String(data.deviceId) }), { replace: true });
        },
        // The refusal (toasted) also stays beside the number or code it is about.
        onError: (error) => {
          if (error.field === 'serialNumber' || error.field === 'authCode')
            setErrors({ [error.field]: error.message });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('add.title')} />
      <AddDeviceMethods />
      <form
        className="dv-page form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="dv-products"
          aria-describedby={errors.productId ? 'dv-product-error' : undefined}
        >
          <legend className="field__label">{t('add.product')}</legend>
          <QueryState
            loading={products.isPending}
            error={products.isError}
            errorText={products.error?.message}
            empty={(products.data ?? []).length === 0}
            emptyText={t('add.noProducts')}
            onRetry={() => void products.refetch()}
            testId="device-products"
          >
            {(products.data ?? []).map((p) => (
              <label
                key={p.productId}
                className={`dv-product${productId === p.productId ? ' dv-product--on' : ''}`}
              >
                <input
                  type="radio"
                  name="productId"
                  checked={productId === p.productId}
                  onChange={() => {
                    setProductId(p.productId);
                    setErrors((e) => ({ ...e, productId: undefined }));
                    if (!deviceName.trim()) setDeviceName(nameOf(p));
                  }}
                  data-testid={`device-product-${p.productId}`}
                />
                <DeviceImage imgUrl={p.imgUrl} deviceType={p.deviceType} />
                <span className="dv-product__name">{nameOf(p)}</span>
              </label>
            ))}
          </QueryState>
          {errors.productId && (
            <p className="field__error" id="dv-product-error" role="alert">
              <span aria-hidden="true">⚠ </span>
              {errors.productId}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('add.deviceName')}
          value={deviceName}
          onChange={(v) => {
            setDeviceName(v);
            setErrors((e) => ({ ...e, deviceName: undefined }));
          }}
          error={errors.deviceName}
          maxLength={64}
          required
          data-testid="device-add-name"
        />
        <TextField
          label={t('add.serialNumber')}
          value={serialNumber}
          onChange={(v) => {
            setSerialNumber(v);
            setErrors((e) => ({ ...e, serialNumber: undefined }));
          }}
          error={errors.serialNumber}
          maxLength={64}
          autoCapitalize="characters"
          data-testid="device-add-serial"
        />
        <p className="hint">{t('add.serialHint')}</p>
        {needsCode && (
          <TextField
            label={t('add.authCode')}
            value={authCode}
            onChange={(v) => {
              setAuthCode(v);
              setErrors((e) => ({ ...e, authCode: undefined }));
            }}
            error={errors.authCode}
            maxLength={64}
            required
            data-testid="device-add-auth-code"
          />
        )}
        <button
          type="submit"
          className="kit-button kit-button--primary kit-button--large"
          data-testid="device-add-submit"
        >
          {t('add.submit')}
        </button>
      </form>
    </>
  );
}
