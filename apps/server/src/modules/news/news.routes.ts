import { newsRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { NewsService } from './news.service.ts';

export function registerNewsRoutes(router: ApiRouter, news: NewsService): void {
  router.handle(newsRoutes.categories, ({ request }) => ({ data: news.categories(request.language) }));
  router.handle(newsRoutes.banners, async ({ user, query, request }) => ({
    data: await news.banners(request.language, user, query.all === true),
  }));
  router.handle(newsRoutes.createBanner, async ({ user, body }) => ({
    data: await news.createBanner(user, body),
  }));
  router.handle(newsRoutes.updateBanner, ({ user, params, body }) =>
    news.updateBanner(user, params.id, body),
  );
  router.handle(newsRoutes.removeBanner, ({ user, params }) => news.removeBanner(user, params.id));
  router.handle(newsRoutes.list, ({ user, query, request }) => news.list(user, query, request.language));
  router.handle(newsRoutes.get, async ({ user, params, request }) => ({
    data: await news.detail(user, params.id, request.language),
  }));
  router.handle(newsRoutes.create, async ({ user, body }) => ({ data: await news.create(user, body) }));
  router.handle(newsRoutes.update, ({ user, params, body }) => news.update(user, params.id, body));
  router.handle(newsRoutes.remove, ({ user, params }) => news.remove(user, params.id));

  // A picture, answered by itself: the descriptor is `bare`, the handler sends the file.
  router.handle(newsRoutes.asset, ({ params, reply }) => {
    const asset = news.asset(params.name);
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(asset.content);
  });
}
