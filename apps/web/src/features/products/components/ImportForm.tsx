import { type ProductAdmin, productsRoutes } from '@linli/contracts';
import { UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { FieldFrame } from '../../common/components/FieldFrame.tsx';
import { previewImport } from '../importPreview.ts';
import { afterProductChange } from '../queries.ts';

/** The contract's limit of an import (productImportBody): about a megabyte of text. */
const MAX_CHARS = 1_000_000;

/**
 * Import a FastBee product export: pick the .json file or paste its text, look at what it holds (name and
 * item counts), then import it as a draft product. What is wrong with the text is said in words before
 * anything is sent; the server's refusal (PRODUCT_IMPORT_INVALID) shows under the box.
 */
export function ImportForm({ onImported }: { onImported: (product: ProductAdmin) => void }) {
  const { t } = useTranslation('products');
  const [json, setJson] = useState('');
  const [fileName, setFileName] = useState('');
  const [refusal, setRefusal] = useState('');
  const importing = useApiMutation(productsRoutes.importFastBee, {
    invalidates: afterProductChange,
    showsRefusal: true,
  });
  const preview = previewImport(json);
  const tooLong = json.length > MAX_CHARS;

  const change = (text: string) => {
    setJson(text);
    setRefusal('');
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    change(await file.text());
  };

  const send = () => {
    if (!preview.ok || tooLong) return;
    importing.mutate(
      { body: { json } },
      {
        onSuccess: ({ data }) => {
          toast(t('import.done', { name: data.productName }));
          onImported(data);
        },
        onError: (error) => {
          setRefusal(error.message);
          toast(error.message);
        },
      },
    );
  };

  const problem = !json.trim()
    ? ''
    : tooLong
      ? t('import.tooLong')
      : preview.ok
        ? ''
        : t(`import.problem.${preview.problem}`);

  return (
    <div className="pd-stack" data-testid="product-import">
      <p className="kit-hint">{t('import.intro')}</p>
      <label className="kit-button kit-button--large pd-file">
        <UploadOutline aria-hidden="true" />
        {fileName ? t('import.changeFile') : t('import.pickFile')}
        <input
          type="file"
          accept=".json,application/json"
          className="pd-file__input"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="product-import-file"
        />
      </label>
      {fileName && <p className="kit-hint">{t('import.fileChosen', { name: fileName })}</p>}
      <FieldFrame label={t('import.paste')} error={problem || refusal}>
        {(control) => (
          <textarea
            {...control}
            className="field__input field__textarea pd-json"
            value={json}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(e) => change(e.target.value)}
            data-testid="product-import-json"
          />
        )}
      </FieldFrame>
      {preview.ok && !tooLong && (
        <section className="kit-card" aria-labelledby="pd-preview-title" data-testid="product-import-preview">
          <h2 className="pd-card__title" id="pd-preview-title">
            {t('import.previewTitle')}
          </h2>
          <p className="pd-summary__name" data-testid="product-import-name">
            {preview.name}
          </p>
          {preview.category && <p className="kit-hint">{preview.category}</p>}
          <p className="pd-counts" data-testid="product-import-counts">
            {preview.counts ? t('model.counts', { ...preview.counts }) : t('import.noModel')}
          </p>
          <p className="kit-hint">{t('import.asDraft')}</p>
        </section>
      )}
      <button
        type="button"
        className="kit-button kit-button--primary kit-button--large"
        onClick={send}
        disabled={!preview.ok || tooLong || importing.isPending}
        data-testid="product-import-submit"
      >
        {t('import.submit')}
      </button>
      {!json.trim() && <p className="kit-hint">{t('import.problem.empty')}</p>}
    </div>
  );
}
