import { firmwareVersionField, type ProductShort } from '@linli/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirmwareUpload } from '../upload.ts';

type Field = 'productId' | 'version' | 'firmwareName' | 'file';

/** Upload a firmware version of a product (administrators). The server computes the SHA-256. */
export function FirmwareForm({
  products,
  onSubmit,
}: {
  products: readonly ProductShort[];
  onSubmit: (body: FirmwareUpload) => Promise<boolean>;
}) {
  const { t } = useTranslation('ota');
  const [productId, setProductId] = useState(products[0]?.productId ?? 0);
  const [version, setVersion] = useState('');
  const [firmwareName, setFirmwareName] = useState('');
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = (field: Field, label: string) =>
      setError({ field, text: t('admin.required', { field: label }) });
    if (!productId) return required('productId', t('admin.product'));
    if (!version.trim()) return required('version', t('admin.version'));
    if (!firmwareVersionField.safeParse(version).success)
      return setError({ field: 'version', text: t('admin.versionInvalid') });
    if (!firmwareName.trim()) return required('firmwareName', t('admin.name'));
    if (!file) return required('file', t('admin.file'));
    setError(null);
    const ok = await onSubmit({
      productId,
      version: version.trim(),
      firmwareName: firmwareName.trim(),
      remark,
      file,
    });
    if (ok) {
      setVersion('');
      setFirmwareName('');
      setRemark('');
      setFile(null);
      setFormKey((k) => k + 1);
    }
  };

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <span className="ota-field-error" role="alert" data-testid={`firmware-error-${field}`}>
        {error.text}
      </span>
    ) : null;

  return (
    <form
      key={formKey}
      className="kit-card ota-card ota-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="firmware-form"
    >
      <h2 className="ota-card__title">{t('admin.upload')}</h2>
      <label>
        {t('admin.product')}
        <select
          value={productId}
          onChange={(e) => setProductId(Number(e.target.value))}
          data-testid="firmware-product"
        >
          {products.map((p) => (
            <option key={p.productId} value={p.productId}>
              {p.productName}
            </option>
          ))}
        </select>
        {errorFor('productId')}
      </label>
      <label>
        {t('admin.version')}
        <input
          value={version}
          inputMode="decimal"
          placeholder={t('admin.versionHint')}
          onChange={(e) => setVersion(e.target.value)}
          aria-invalid={error?.field === 'version'}
          data-testid="firmware-version"
        />
        {errorFor('version')}
      </label>
      <label>
        {t('admin.name')}
        <input
          value={firmwareName}
          maxLength={64}
          onChange={(e) => setFirmwareName(e.target.value)}
          aria-invalid={error?.field === 'firmwareName'}
          data-testid="firmware-name"
        />
        {errorFor('firmwareName')}
      </label>
      <label>
        {t('admin.remark')}
        <input
          value={remark}
          maxLength={140}
          onChange={(e) => setRemark(e.target.value)}
          data-testid="firmware-remark"
        />
      </label>
      <label>
        {t('admin.file')}
        <input
          type="file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-invalid={error?.field === 'file'}
          data-testid="firmware-file"
        />
        {errorFor('file')}
      </label>
      <button type="submit" className="kit-button kit-button--primary" data-testid="firmware-submit">
        {t('admin.submit')}
      </button>
    </form>
  );
}
