import type { ThingsModelSet } from '@linli/contracts';

/** A product form as an administrator fills it in (docs/devices.md "Products and thing models"). */
export const aProductForm = (overrides: Record<string, unknown> = {}) => ({
  productName: '智能门锁',
  productNameEn: 'Smart lock',
  categoryName: '家居安全',
  deviceType: 1,
  networkMethod: 1,
  ...overrides,
});

/** A one-item thing model (a lock's state), enough to publish a product. */
export const aLockModel = (): ThingsModelSet => ({
  properties: [
    {
      id: 'locked',
      name: '门锁状态',
      nameEn: 'Locked',
      type: 1,
      datatype: { type: 'bool', trueText: '已锁', falseText: '未锁' },
      isChart: 0,
      isMonitor: 0,
      isHistory: 1,
      isReadonly: 1,
      isSharePerm: 0,
      order: 2,
    },
  ],
  functions: [],
  events: [],
});
