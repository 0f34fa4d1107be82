import { PRODUCT_STATUS, type ProductStatus, productsRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { usePagedRows } from '../../../lib/queries.ts';
import { AddFirstButton } from '../../common/components/AddButtons.tsx';
import { KeywordSearch } from '../../common/components/KeywordSearch.tsx';
import { PagedList } from '../../common/components/PagedList.tsx';
import { PullRefresh } from '../../common/components/PullRefresh.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { PRODUCT_PAGE_SIZE, productListInput } from '../queries.ts';
import { ProductRow } from './ProductRow.tsx';

const FILTERS = ['', ...Object.values(PRODUCT_STATUS)] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Every product, drafts and retired ones too, searched by name and filtered by status, read again each time
 * the list opens (other administrators change them). Test ids: product-search, product-filter-{status|all},
 * products (states), product-list, product-{id}.
 */
export function ProductList() {
  const { t } = useTranslation('products');
  const go = useNavigateOnce();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<Filter>('');
  const status: ProductStatus | undefined = filter === '' ? undefined : filter;
  const list = usePagedRows(productsRoutes.adminList, productListInput(name, status), {
    pageSize: PRODUCT_PAGE_SIZE,
    fresh: true,
  });
  const filtered = name !== '' || status !== undefined;
  return (
    <>
      <KeywordSearch
        label={t('list.search')}
        submitLabel={t('list.searchGo')}
        onSearch={setName}
        testId="product-search"
      />
      <fieldset className="choice-group pd-filters">
        <legend className="visually-hidden">{t('list.filter')}</legend>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={`choice${filter === value ? ' choice--on' : ''}`}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            data-testid={`product-filter-${value || 'all'}`}
          >
            {value === '' ? t('list.all') : t(`status.${value}`)}
          </button>
        ))}
      </fieldset>
      <PullRefresh onRefresh={() => list.refetch()}>
        <PagedList
          list={list}
          emptyTitle={filtered ? t('list.noMatch') : t('list.empty')}
          emptyText={filtered ? t('list.noMatchHint') : t('list.emptyHint')}
          emptyAction={
            filtered ? undefined : (
              <AddFirstButton
                label={t('list.add')}
                onClick={() => go(paths.adminProduct)}
                testId="product-add-first"
              />
            )
          }
          testId="products"
        >
          <p className="kit-hint" data-testid="product-count">
            {t('list.count', { count: list.total })}
          </p>
          <div className="kit-list" data-testid="product-list">
            {list.items.map((p) => (
              <ProductRow
                key={p.productId}
                product={p}
                onOpen={() => go(withQuery(paths.adminProductDetail, { id: String(p.productId) }))}
              />
            ))}
          </div>
        </PagedList>
      </PullRefresh>
    </>
  );
}
