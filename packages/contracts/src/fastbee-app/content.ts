import { z } from 'zod';
import { binaryBody, noData, tableOf, withData } from '../common/route.ts';
import { rowId } from '../common/row-id.ts';
import {
  appChannel,
  appChannelListQuery,
  appCloseStreamParams,
  appCommandLogQuery,
  appCommandLogRow,
  appEventLogQuery,
  appEventLogRow,
  appNewsBanner,
  appNewsCategoryBlock,
  appNewsDetail,
  appNewsListQuery,
  appNewsRow,
  appNoticeDetail,
  appNoticeListQuery,
  appNoticeRow,
  appPlayParams,
  appStream,
} from './content-schemas.ts';
import { defineAppRoute } from './prefix.ts';

export * from './content-schemas.ts';

const byId = z.object({ id: rowId });

/**
 * The FastBee app's news (`apis/modules/trend.js`), notices (`notice.js`), event and command logs
 * (`deviceLog.js#getEventLogList`, `log.js`), video (`sip.js#listChannel`, `player.js`) and alert template
 * (`alertLog.js#getAlertTemplateId`), answered by Linli's news, logs and device services with the same
 * checks as /api (docs/fastbee-app.md).
 */
export const contentRoutes = {
  newsBanners: defineAppRoute({
    method: 'GET',
    path: '/iot/news/bannerList',
    summary: "The news tab's carousel: banners that open an article (trend.vue)",
    access: 'public',
    response: withData(z.array(appNewsBanner)),
  }),
  newsTop: defineAppRoute({
    method: 'GET',
    path: '/iot/news/topList',
    summary: 'Each news category with its newest published articles, pinned first (trend.vue)',
    access: 'public',
    response: withData(z.array(appNewsCategoryBlock)),
  }),
  newsList: defineAppRoute({
    method: 'GET',
    path: '/iot/news/list',
    summary: 'Published articles of one category, newest first (categoryTrend.vue)',
    access: 'public',
    query: appNewsListQuery,
    response: tableOf(appNewsRow),
  }),
  newsDetail: defineAppRoute({
    method: 'GET',
    path: '/iot/news/:id',
    summary: 'A published article with its rich text (trendDetail.vue)',
    access: 'public',
    params: byId,
    response: withData(appNewsDetail),
  }),
  /** The pictures the answers above point at, under the prefix the app puts before them. */
  newsAsset: defineAppRoute({
    method: 'GET',
    path: '/news/asset/:name',
    summary: 'A picture shipped with the demo news (the same file as /api/news/asset/:name)',
    access: 'public',
    params: z.object({ name: z.string().max(80) }),
    response: binaryBody,
    bare: { mediaType: 'image/*' },
  }),
  noticeList: defineAppRoute({
    method: 'GET',
    path: '/system/notice/list',
    summary: "The centre's notices: published news of the category 'notice' (message.vue)",
    access: 'public',
    query: appNoticeListQuery,
    response: tableOf(appNoticeRow),
  }),
  noticeDetail: defineAppRoute({
    method: 'GET',
    path: '/system/notice/:id',
    summary: 'One notice with its rich text (messageDetail.vue)',
    access: 'public',
    params: byId,
    response: withData(appNoticeDetail),
  }),
  eventLog: defineAppRoute({
    method: 'GET',
    path: '/iot/event/list',
    summary: "A device's event log by serial number (the `log` permission; log/event.vue)",
    access: 'user',
    query: appEventLogQuery,
    response: tableOf(appEventLogRow),
  }),
  commandLog: defineAppRoute({
    method: 'GET',
    path: '/iot/log/list',
    summary: "A device's command log (the `log` permission; log/order.vue)",
    access: 'user',
    query: appCommandLogQuery,
    response: tableOf(appCommandLogRow),
  }),
  channelList: defineAppRoute({
    method: 'GET',
    path: '/sip/channel/list',
    summary: "A camera's video channel: its stream, if it reports one (the device page)",
    access: 'user',
    query: appChannelListQuery,
    response: tableOf(appChannel),
  }),
  play: defineAppRoute({
    method: 'GET',
    path: '/sip/player/play/:deviceSipId/:channelSipId',
    summary: "The addresses of a camera's stream (pages_player)",
    access: 'user',
    params: appPlayParams,
    response: withData(appStream),
  }),
  closeStream: defineAppRoute({
    method: 'GET',
    path: '/sip/player/closeStream/:deviceSipId/:channelSipId/:streamId',
    summary: 'The player left: nothing to stop, the camera streams by itself',
    access: 'user',
    params: appCloseStreamParams,
    response: noData,
  }),
  alertTemplate: defineAppRoute({
    method: 'GET',
    path: '/notify/template/getAlertWechatMini',
    summary: "WeChat mini-program alert template id: '' (none configured, FastBee's own answer)",
    access: 'user',
    response: withData(z.literal('')),
  }),
} as const;
