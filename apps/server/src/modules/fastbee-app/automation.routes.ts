import { ErrorCode, fastbeeApp, formatMessage, type Language, shareBody, timerBody } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { successMessage } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { linliActionsOf } from './automation-actions.ts';
import { scheduleFromQuartz } from './automation-cron.ts';
import {
  appGroupOf,
  appJobOf,
  appShareRowOf,
  productNameOf,
  type TimerContext,
} from './automation-presenters.ts';
import type { FastbeeAppServices } from './services.ts';

const routes = fastbeeApp.automationRoutes;

/** Every row there is: the app's lists that send no paging want them all (home's group tabs). */
const EVERY_ROW = 10_000;

/** One page of rows, or all of them when the app sent no paging. */
function pageOf<T>(rows: T[], query: { pageNum?: number | undefined; pageSize?: number | undefined }) {
  if (query.pageNum === undefined && query.pageSize === undefined) return { rows, total: rows.length };
  const size = query.pageSize ?? 10;
  const start = ((query.pageNum ?? 1) - 1) * size;
  return { rows: rows.slice(start, start + size), total: rows.length };
}

/**
 * The app's timer body as Linli's, checked by Linli's own schema (name, actions 1…32, weekdays): the
 * Quartz schedule Linli cannot run is refused naming cronExpression (automation-cron.ts).
 */
function linliTimerOf(body: fastbeeApp.AppJobBody) {
  const schedule = scheduleFromQuartz(body.cronExpression);
  if (!schedule) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'cronExpression' });
  return parseInput(timerBody, {
    jobName: body.jobName,
    deviceId: body.deviceId,
    isAdvance: 0,
    time: schedule.time,
    weekdays: schedule.weekdays,
    actions: linliActionsOf(body.actions),
    status: Number(body.status),
    remark: body.remark,
  });
}

/**
 * The FastBee app's timers, groups and (old builds) shares (docs/fastbee-app.md), each call handed to the
 * service its /api twin uses, so the same permission, ownership and validation rules hold.
 */
export function registerAutomationRoutes(router: ApiRouter, container: FastbeeAppServices): void {
  const { timers, shares } = container.automation;
  const { groups, products } = container.iot;

  /** The app's rows of some timers: each product's name and thing model read once. */
  async function appJobs(list: Awaited<ReturnType<typeof timers.get>>[], language: Language) {
    const contexts = new Map<number, Promise<TimerContext>>();
    const contextOf = (productId: number) => {
      let context = contexts.get(productId);
      if (!context) {
        context = (async () => ({
          productName: productNameOf(await products.find(productId), language),
          models: await products.localizedThingsModels(productId, language),
        }))();
        contexts.set(productId, context);
      }
      return context;
    };
    return Promise.all(list.map(async (timer) => appJobOf(timer, await contextOf(timer.productId))));
  }

  router.handle(routes.jobList, async ({ user, query, request }) => {
    const { rows } = await timers.list(user, {
      pageNum: 1,
      pageSize: EVERY_ROW,
      ...(query.deviceId !== undefined ? { deviceId: query.deviceId } : {}),
    });
    const wanted = rows.filter(
      (t) =>
        (query.status === undefined || String(t.status) === query.status) &&
        (!query.jobName || t.jobName.includes(query.jobName)),
    );
    const page = pageOf(wanted, query);
    return { rows: await appJobs(page.rows, request.language), total: page.total };
  });
  router.handle(routes.jobGet, async ({ user, params, request }) => {
    const [job] = await appJobs([await timers.get(user, params.id)], request.language);
    return { data: job! };
  });
  router.handle(routes.jobCreate, async ({ user, body }) => {
    await timers.create(user, linliTimerOf(body));
  });
  router.handle(routes.jobUpdate, ({ user, body }) => timers.update(user, body.jobId, linliTimerOf(body)));
  router.handle(routes.jobChangeStatus, ({ user, body }) =>
    timers.changeStatus(user, body.jobId, Number(body.status)),
  );
  router.handle(routes.jobRun, async ({ user, body, request }) => {
    const { result } = await timers.runNow(user, body.jobId);
    return { msg: runMessage(result, request.language) };
  });
  router.handle(routes.jobDelete, ({ user, params }) => timers.remove(user, params.id));

  router.handle(routes.groupList, async ({ user, query }) => {
    // `userId` names whose groups the page wants: only one's own are ever answered.
    if (query.userId !== undefined && query.userId !== user.userId) return { rows: [], total: 0 };
    const { rows } = await groups.list(user, {
      pageNum: 1,
      pageSize: EVERY_ROW,
      ...(query.groupName ? { groupName: query.groupName } : {}),
    });
    const page = pageOf(rows, query);
    return { rows: page.rows.map((g) => appGroupOf(g, user.userId)), total: page.total };
  });
  router.handle(routes.groupGet, async ({ user, params }) => ({
    data: appGroupOf(await groups.get(user, params.id), user.userId),
  }));
  router.handle(routes.groupCreate, async ({ user, body }) => {
    await groups.create(user, body);
  });
  router.handle(routes.groupUpdate, ({ user, body }) => groups.update(user, body.groupId, body));
  router.handle(routes.groupDelete, ({ user, params }) => groups.remove(user, params.id));
  router.handle(routes.groupDeviceIds, async ({ user, params }) => ({
    data: await groups.deviceIds(user, params.id),
  }));
  router.handle(routes.groupSetDevices, ({ user, body }) => groups.setDevices(user, body));

  router.handle(routes.shareList, async ({ user, query }) => {
    const { rows } = await shares.list(user, { deviceId: query.deviceId, pageNum: 1, pageSize: EVERY_ROW });
    const page = pageOf(rows, query);
    return { rows: page.rows.map(appShareRowOf), total: page.total };
  });
  router.handle(routes.shareUser, async ({ user, query }) => ({ data: await shares.findUser(user, query) }));
  const linliShare = (body: fastbeeApp.AppShareBody) =>
    parseInput(shareBody, {
      deviceId: body.deviceId,
      userId: body.userId,
      perms: body.perms,
      remark: body.remark,
    });
  router.handle(routes.shareCreate, ({ user, body }) => shares.create(user, linliShare(body)));
  router.handle(routes.shareUpdate, ({ user, body }) => shares.update(user, linliShare(body)));
  router.handle(routes.shareDelete, ({ user, body }) =>
    shares.remove(user, { deviceId: body.deviceId, userId: body.userId }),
  );
  router.handle(routes.sharePermList, async ({ params, request }) => ({
    // The page lists FastBee's five system permissions itself; Linli's `alert` is not among them.
    data: (await shares.permListOfProduct(params.id, request.language))
      .filter((p) => !APP_LISTED_PERMS.has(p.identifier))
      .map((p) => ({ identifier: p.identifier, modelName: p.modelName, remark: p.remark })),
  }));
}

/**
 * What a run came to, for the page's toast: success, or why it failed (the runner's `failed:<errorCode>`,
 * timers.service.ts#execute).
 */
function runMessage(result: string, language: Language): string {
  const [outcome, code] = result.split(':');
  if (outcome !== 'failed') return successMessage(language);
  return formatMessage(language, code && code in ErrorCode ? (code as ErrorCode) : ErrorCode.INTERNAL);
}

/** The permissions the old share page (pagesA/device/share/detail.js#getPermissionList) always shows. */
const APP_LISTED_PERMS = new Set(['ota', 'timer', 'log', 'monitor', 'statistic']);
