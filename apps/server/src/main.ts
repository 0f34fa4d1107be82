import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { startDemoDevices } from './modules/mqtt/index.ts';
import { READY_BANNER } from './runtime-flags.ts';
import { seedDemo } from './seed/demo.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, container, broker } = await buildApp({ config, broker: !config.MQTT_URL });
  if (config.SEED_DEMO) await seedDemo(container);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The experience account's simulated devices connect like real ones, so the demo is alive.
  const stopDemoDevices =
    config.SEED_DEMO && broker && !config.MQTT_URL
      ? await startDemoDevices(container, `mqtt://${config.HOST}:${broker.port}`)
      : undefined;

  const url = `http://${config.HOST}:${config.PORT}`;
  console.log(`\n  ${READY_BANNER} ${url}`);
  console.log(`  Database: ${config.DATABASE_URL ? 'PostgreSQL' : config.sqliteFile}`);
  console.log(
    `  MQTT: ${config.MQTT_URL ? `external broker ${config.MQTT_URL.replace(/\/\/[^@/]*@/, '//')}, app clients at ${url}/mqtt` : `embedded broker on tcp://${config.HOST}:${broker?.port} and ws at ${url}/mqtt`}`,
  );
  if (config.SEED_DEMO) console.log(`  Experience account: ${EXPERIENCE_USERNAME} / ${EXPERIENCE_PASSWORD}`);
  console.log('');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopDemoDevices?.();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
