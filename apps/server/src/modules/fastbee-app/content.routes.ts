import { fastbeeApp } from '@linli/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { AppDeviceLogs } from './content-logs.ts';
import { AppNews } from './content-news.ts';
import { AppVideo } from './content-video.ts';
import type { FastbeeAppServices } from './services.ts';

const { contentRoutes } = fastbeeApp;

/**
 * The address the app reached this server at, for the stream addresses it opens itself. Behind the
 * centre's TLS proxy (docs/deploy.md) the scheme comes from X-Forwarded-Proto; a caller who sends another
 * only changes the address given back to that same caller.
 */
function originOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-proto'];
  const scheme = typeof forwarded === 'string' && /^https?$/.test(forwarded) ? forwarded : request.protocol;
  return `${scheme}://${request.host}`;
}

/** The FastBee app's news, notices, device logs, video and alert template (content-*.ts). */
export function registerContentRoutes(router: ApiRouter, container: FastbeeAppServices): void {
  const news = new AppNews(container.news);
  const logs = new AppDeviceLogs(container.logs.logs);
  const video = new AppVideo(container.iot.devices, container.iot.products);

  router.handle(contentRoutes.newsBanners, async ({ request }) => ({
    data: await news.banners(request.language),
  }));
  router.handle(contentRoutes.newsTop, async ({ user, request }) => ({
    data: await news.top(user, request.language),
  }));
  router.handle(contentRoutes.newsList, ({ user, query, request }) =>
    news.list(user, query, request.language),
  );
  router.handle(contentRoutes.newsDetail, async ({ user, params, request }) => ({
    data: await news.detail(user, params.id, request.language),
  }));
  // The same picture as /api/news/asset/:name (news.routes.ts), where the app looks for it.
  router.handle(contentRoutes.newsAsset, ({ params, reply }) => {
    const asset = container.news.asset(params.name);
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(asset.content);
  });
  router.handle(contentRoutes.noticeList, ({ user, query, request }) =>
    news.notices(user, query, request.language),
  );
  router.handle(contentRoutes.noticeDetail, async ({ user, params, request }) => ({
    data: await news.notice(user, params.id, request.language),
  }));

  router.handle(contentRoutes.eventLog, ({ user, query, request }) =>
    logs.events(user, query, request.language),
  );
  router.handle(contentRoutes.commandLog, ({ user, query, request }) =>
    logs.commands(user, query, request.language),
  );

  router.handle(contentRoutes.channelList, ({ user, query, request }) =>
    video.channels(user, query, request.language),
  );
  router.handle(contentRoutes.play, async ({ user, params, request }) => ({
    data: await video.play(user, params, originOf(request)),
  }));
  router.handle(contentRoutes.closeStream, ({ user, params }) => video.closeStream(user, params));

  // No WeChat subscribe-message template is configured in Linli: FastBee's own answer for that case.
  router.handle(contentRoutes.alertTemplate, () => ({ data: '' as const }));
}
