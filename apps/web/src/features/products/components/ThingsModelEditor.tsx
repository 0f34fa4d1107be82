import {
  PRODUCT_STATUS,
  type ProductAdmin,
  productsRoutes,
  type ThingModel,
  type ThingsModelSet,
} from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type ApiError, useApiMutation } from '../../../lib/queries.ts';
import { FieldError } from '../../common/components/FieldFrame.tsx';
import { afterProductChange } from '../queries.ts';
import { emptyItem, type ItemDraft, itemDraftOf, MODEL_TABS, type ModelTab } from '../thingsModelDraft.ts';
import {
  findItem,
  itemKey,
  moveItem,
  putItem,
  refusedIdentifier,
  removeItem,
  setProblems,
  sortedSet,
} from '../thingsModelEdit.ts';
import { ThingItemForm } from './ThingItemForm.tsx';
import { ThingList } from './ThingList.tsx';

interface Editing {
  tab: ModelTab;
  /** Undefined for a new item. */
  index: number | undefined;
  draft: ItemDraft;
}

/**
 * The thing-model editor (docs/fastbee.md "Thing models"): three tabs, items added, edited, moved and
 * deleted here, then the whole model checked with the contract's thingsModelSetSchema and saved in one
 * PUT. A published product's save is a new version; a refusal naming an item (history it would orphan, an
 * identifier used twice) shows beside that item. Test ids: thing-tab-{tab}, thing-add, thing-save,
 * thing-save-error.
 */
export function ThingsModelEditor({ product, initial }: { product: ProductAdmin; initial: ThingsModelSet }) {
  const { t } = useTranslation('products');
  const [set, setSet] = useState(() => sortedSet(initial));
  const [tab, setTab] = useState<ModelTab>('properties');
  const [editing, setEditing] = useState<Editing>();
  const [problems, setProblemsShown] = useState<ReadonlyMap<string, string>>(new Map());
  const [saveError, setSaveError] = useState('');
  const [dirty, setDirty] = useState(false);
  const save = useApiMutation(productsRoutes.saveThingsModel, {
    invalidates: afterProductChange,
    showsRefusal: true,
  });
  const retired = product.status === PRODUCT_STATUS.retired;
  const locked = retired;
  const labelOf = (field: string) => t(`label.${field}` as 'label.id', { defaultValue: field });

  /** Any change makes the old complaints stale (they are about places that may have moved). */
  const change = (next: ThingsModelSet) => {
    setSet(next);
    setDirty(true);
    setProblemsShown(new Map());
    setSaveError('');
  };

  const remove = async (index: number) => {
    const item = set[tab][index];
    if (!item) return;
    const ok = await confirm({
      title: t('editor.removeTitle'),
      content: t('editor.removeConsequence', { name: item.name, id: item.id }),
      cancelText: t('confirm.cancel'),
      confirmText: t('editor.remove'),
    });
    if (ok) change(removeItem(set, tab, index));
  };

  const refused = (error: ApiError) => {
    const id = refusedIdentifier(error.errorCode, error.message);
    const at = id === undefined ? undefined : findItem(set, id);
    if (at) {
      setProblemsShown(new Map([[itemKey(at.tab, at.index), error.message]]));
      setTab(at.tab);
    } else {
      setSaveError(error.message);
    }
    toast(error.message);
  };

  const submit = () => {
    const found = setProblems(set, currentLanguage(), labelOf);
    setProblemsShown(found);
    setSaveError('');
    const first = [...found.keys()][0];
    if (first) {
      setTab(first.split(':')[0] as ModelTab);
      toast(t('editor.fixItems', { count: found.size }));
      return;
    }
    save.mutate(
      { params: { id: product.productId }, body: { thingsModels: set } },
      {
        onSuccess: ({ data }) => {
          setDirty(false);
          toast(
            data.status === PRODUCT_STATUS.published
              ? t('editor.savedVersion', { version: data.thingsModelVersion })
              : t('editor.saved'),
          );
        },
        onError: refused,
      },
    );
  };

  if (editing) {
    const others: ThingModel[] = MODEL_TABS.flatMap((k) =>
      set[k].filter((_, i) => !(k === editing.tab && i === editing.index)),
    );
    return (
      <ThingItemForm
        tab={editing.tab}
        initial={editing.draft}
        isNew={editing.index === undefined}
        others={others}
        onCancel={() => setEditing(undefined)}
        onDone={(item) => {
          change(putItem(set, editing.tab, editing.index, item));
          setEditing(undefined);
        }}
      />
    );
  }

  return (
    <div className="pd-stack" data-testid="thing-editor">
      <p className="kit-hint">
        {product.status === PRODUCT_STATUS.published
          ? t('editor.publishedHint', { version: product.thingsModelVersion + 1 })
          : retired
            ? t('editor.retiredHint')
            : t('editor.draftHint')}
      </p>
      <div className="pd-tabs" role="tablist" aria-label={t('model.title')}>
        {MODEL_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`thing-tab-${k}`}
            aria-selected={tab === k}
            className={`choice${tab === k ? ' choice--on' : ''}`}
            onClick={() => setTab(k)}
            data-testid={`thing-tab-${k}`}
          >
            {t(`tabs.${k}`, { count: set[k].length })}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`thing-tab-${tab}`}>
        {set[tab].length === 0 ? (
          <p className="kit-hint" data-testid="thing-empty">
            {t('editor.empty', { kind: t(`tabs.one.${tab}`) })}
          </p>
        ) : (
          <ThingList
            tab={tab}
            items={set[tab]}
            problems={problems}
            onEdit={(index) => {
              const item = set[tab][index];
              if (item) setEditing({ tab, index, draft: itemDraftOf(item) });
            }}
            onMove={(index, step) => change(moveItem(set, tab, index, step))}
            onDelete={(index) => void remove(index)}
          />
        )}
      </div>
      <button
        type="button"
        className="kit-button kit-button--large"
        onClick={() => setEditing({ tab, index: undefined, draft: emptyItem(tab) })}
        disabled={retired}
        data-testid="thing-add"
      >
        + {t('editor.add', { kind: t(`tabs.one.${tab}`) })}
      </button>
      <FieldError error={saveError} testId="thing-save-error" />
      <div className="pd-sticky">
        {dirty && (
          <p className="kit-hint" role="status">
            {t('editor.unsaved')}
          </p>
        )}
        <button
          type="button"
          className="kit-button kit-button--primary kit-button--large pd-block"
          onClick={submit}
          disabled={locked || save.isPending}
          data-testid="thing-save"
        >
          {t('editor.save')}
        </button>
      </div>
    </div>
  );
}
