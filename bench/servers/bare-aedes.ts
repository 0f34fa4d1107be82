/** The reference broker: a bare aedes on loopback, no authentication, no ACL, no ingest. */
import net from 'node:net';
import { Aedes } from 'aedes';
import { memoryNow, serveParent } from '../lib/child.ts';

const aedes = await Aedes.createBroker();
const server = net.createServer(aedes.handle);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();

serveParent(
  { mqttPort: typeof address === 'object' && address ? address.port : 0 },
  {
    memory: (args: { gc: boolean }) => memoryNow(args.gc),
    cpu: () => process.cpuUsage(),
    close: async () => {
      await new Promise<void>((r) => aedes.close(() => r()));
      server.close();
      setImmediate(() => process.exit(0));
    },
  },
);
