import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import {
  API_PREFIX,
  fastbeeApp,
  LANGUAGE_HEADER,
  MQTT_WS_PATH,
  resolveLanguage,
  UPLOADS_PREFIX,
} from '@linli/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import { type Container, createContainer, type Overrides } from './container.ts';
import { type Db, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerAlertsRoutes } from './modules/alerts/index.ts';
import { registerAppRoutes } from './modules/app/index.ts';
import { registerAssessmentsRoutes } from './modules/assessments/index.ts';
import { installAuditTrail, registerAuditRoutes } from './modules/audit/index.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerFastbeeAppRoutes } from './modules/fastbee-app/index.ts';
import { registerLinkingRoutes } from './modules/linking/index.ts';
import { registerLogsRoutes } from './modules/logs/index.ts';
import { registerMonitoringRoutes } from './modules/monitoring/index.ts';
import { registerIotRoutes, STATUS_RECONCILE_MS, startIotScaleOut } from './modules/mqtt/index.ts';
import { registerNewsRoutes } from './modules/news/index.ts';
import { registerOtaRoutes } from './modules/ota/index.ts';
import { registerScenesRoutes } from './modules/scenes/index.ts';
import { registerSharesRoutes } from './modules/shares/index.ts';
import { registerSocialServicesRoutes } from './modules/social-services/index.ts';
import { registerTimersRoutes } from './modules/timers/index.ts';
import {
  exportSourcesOf,
  registerPreferencesRoutes,
  registerUserExportRoute,
  registerUsersRoutes,
  UserExportService,
} from './modules/users/index.ts';
import { registerDemoStream } from './modules/video/index.ts';
import { ApiRouter, type RegisteredRoute } from './platform/api-router.ts';
import { type EmbeddedBroker, startEmbeddedBroker } from './platform/broker.ts';
import { systemClock } from './platform/clock.ts';
import { answerFrameworkError, installErrorHandling } from './platform/error-handler.ts';
import { safeRequestLog } from './platform/log-redaction.ts';
import { cspSourcesOf, installSecurityHeaders } from './platform/security-headers.ts';
import { webSocketStream } from './platform/socket-writes.ts';
import './platform/request-context.ts';

export interface BuildOptions extends Overrides {
  config: Config;
  /** PostgreSQL schema for this app (tests isolate each app in its own). */
  pgSchema?: string;
  /** Start the embedded MQTT broker (TCP on config.MQTT_PORT and WebSocket at /mqtt). */
  broker?: boolean;
  logger?: boolean;
  /** Check every answer against its route's contract (the test app: each server test is a contract test). */
  checkResponses?: boolean;
}

export interface LinliApp {
  app: FastifyInstance;
  container: Container;
  db: Db;
  broker: EmbeddedBroker | undefined;
  /** Every API route as registered (read-only): the authorization matrix and fuzz tests walk it. */
  routes: readonly RegisteredRoute[];
  /** Answers that broke their route's contract (collected with `checkResponses`). */
  contractViolations: readonly string[];
}

const isApiUrl = (url: string) => url.startsWith(API_PREFIX) || url.startsWith(fastbeeApp.PREFIX);

/** Builds the whole server without listening: tests inject requests, main.ts listens. */
export async function buildApp(options: BuildOptions): Promise<LinliApp> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.LOG_LEVEL, serializers: { req: safeRequestLog } },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.sqliteFile,
    pgSchema: options.pgSchema ?? config.DATABASE_SCHEMA,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost (idle, dropped)'),
  });
  await migrateToLatest(db);
  const container = createContainer(config, db, options.clock ?? systemClock, app.log, options);
  // The standards' templates are reference data, not demo data: every database has them.
  await container.assessments.ensureSeedTemplates();
  await container.iot.products.ensureCatalogue();

  app.decorateRequest('language', 'zh-CN');
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    request.language = resolveLanguage(
      request.headers[LANGUAGE_HEADER] as string | undefined,
      request.headers['accept-language'],
    );
    const header = request.headers.authorization;
    // Sign-in is read under /api and under the FastBee app's prefix only (the app sends `Bearer token`
    // before its first login: a token that names no session is just no user).
    if (header?.startsWith('Bearer ') && isApiUrl(request.url)) {
      request.authUser = await container.sessions.authenticate(header.slice('Bearer '.length).trim());
    }
  });
  installErrorHandling(app, 10);
  installSecurityHeaders(app, cspSourcesOf(config));
  installAuditTrail(app, container.events, (token) => container.sessions.authenticate(token));

  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10 } });
  await app.register(fastifyWebsocket);

  const router = new ApiRouter(app, { checkResponses: options.checkResponses ?? false });
  registerAuthRoutes(router, container.auth, container.captcha, container.limiter);
  registerUsersRoutes(router, container.users, container.uploads);
  registerPreferencesRoutes(router, container.preferences);
  registerNewsRoutes(router, container.news);
  registerSocialServicesRoutes(router, container.socialServices);
  registerAssessmentsRoutes(router, container.assessments);
  registerIotRoutes(router, container.iot);
  const { automation } = container;
  registerSharesRoutes(router, automation.shares);
  registerTimersRoutes(router, automation.timers);
  registerScenesRoutes(router, automation.scenes);
  registerAlertsRoutes(router, automation.alerts, automation.workbench, automation.timeline);
  registerLogsRoutes(router, container.logs);
  registerMonitoringRoutes(router, container.monitoring);
  registerOtaRoutes(router, container.ota);
  registerLinkingRoutes(router, container.linking);
  registerAuditRoutes(router, container.audit);
  registerUserExportRoute(router, new UserExportService(exportSourcesOf(container), container.clock));
  registerFastbeeAppRoutes(router, container);
  registerAppRoutes(router, config, router.routes);

  const broker = options.broker
    ? await startEmbeddedBroker({
        host: config.HOST,
        port: config.MQTT_PORT,
        policy: container.iot.mqtt.policy,
        listener: container.iot.mqtt.gateway,
        log: app.log,
        clock: container.clock,
        limits: {
          maxPacketBytes: config.MQTT_MAX_PACKET_KIB * 1024,
          maxConnectionsPerAddress: config.MQTT_MAX_CONNECTIONS_PER_ADDRESS,
        },
      })
    : config.MQTT_URL
      ? // Scale-out: devices at the external broker, app clients on this node's /mqtt (docs/deploy.md).
        await startIotScaleOut(router, container.iot, {
          config,
          scenes: container.automation.engine,
          log: app.log,
        })
      : undefined;
  if (broker) {
    container.iot.mqtt.sessions.attach(broker);
    app.get(MQTT_WS_PATH, { websocket: true }, (socket, request) => {
      broker.accept(webSocketStream(socket), request.ip, request.raw);
    });
  }

  const uploadsDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  // The FastBee app shows a picture at its baseUrl + the path (an avatar's `/uploads/…` becomes
  // `/prod-api/uploads/…`): the same files are served there too (docs/fastbee-app.md "Pictures").
  for (const prefix of [UPLOADS_PREFIX, `${fastbeeApp.PREFIX}${UPLOADS_PREFIX}`]) {
    await app.register(fastifyStatic, { root: uploadsDir, prefix, decorateReply: false });
  }
  await registerDemoStream(app);
  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // `npm run build` writes .br/.gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      // The service worker and index.html must never be served stale; hashed assets may be cached forever.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`Web app not built (${config.webDist}); run npm run build. The API still works.`);
  }

  // Timers, timing scenes and delayed scene actions: re-armed and resumed (docs/architecture.md "Scheduler").
  // The history rollup job is armed before the scheduler loop starts (HISTORY_RAW_DAYS retention).
  await container.logs.start();
  await container.automation.start();

  // Stored online statuses follow the broker's sessions (a server stopped with devices online, a status
  // write lost to a database outage), and app connections whose login ended elsewhere are cut: once now,
  // then every STATUS_RECONCILE_MS.
  const { gateway, sessions } = container.iot.mqtt;
  const reconcileStatuses = () =>
    gateway
      .reconcile()
      .then(() => sessions.sweepEndedSessions((sessionId) => container.sessions.liveUser(sessionId)))
      .catch((err: unknown) => app.log.warn({ err }, 'device status reconcile failed'));
  const reconciling = broker ? setInterval(reconcileStatuses, STATUS_RECONCILE_MS) : undefined;
  reconciling?.unref();
  if (broker) await reconcileStatuses();

  app.addHook('onClose', async () => {
    clearInterval(reconciling);
    await container.automation.stop();
    await broker?.close();
    // Reports the broker has taken are committed before the database goes away.
    await container.iot.devices.writer.close();
    await db.close();
  });
  return { app, container, db, broker, routes: router.routes, contractViolations: router.violations };
}
