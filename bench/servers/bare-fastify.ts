/** The reference HTTP server: a bare Fastify with one JSON route, same envelope shape as the API. */
import Fastify from 'fastify';
import { memoryNow, serveParent } from '../lib/child.ts';
import { REFERENCE_PATH } from '../lib/reference.ts';

const app = Fastify({ logger: false });
app.get(REFERENCE_PATH, async () => ({ code: 200, msg: '操作成功', data: { id: 1, name: 'reference' } }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();

serveParent(
  { httpPort: typeof address === 'object' && address ? address.port : 0 },
  {
    memory: (args: { gc: boolean }) => memoryNow(args.gc),
    cpu: () => process.cpuUsage(),
    close: async () => {
      await app.close();
      setImmediate(() => process.exit(0));
    },
  },
);
