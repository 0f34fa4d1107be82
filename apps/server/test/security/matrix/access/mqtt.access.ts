import type { AccessTable } from '../types.ts';

/** What firmware calls over HTTP (modules/mqtt): anonymous by FastBee's design, and holding nothing. */
export default [
  {
    route: 'GET /iot/tool/ntp',
    admitted: true,
    note: "FastBee's time service: anyone, answered bare (no envelope)",
    call: () => ({ query: { deviceSendTime: '1' } }),
  },
] satisfies AccessTable;
