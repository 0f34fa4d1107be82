import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/envelope.ts';
import { rowId } from '../common/row-id.ts';
import { NEWS_CATEGORIES, type NewsCategory } from '../news/schemas.ts';
import { time } from './prefix.ts';

/**
 * Shapes of the FastBee app's news, notices, device logs and video calls (docs/fastbee-app.md), as its
 * pages read them (pages/tabBar/trend/trend.vue, pagesA/list/trend/*, pagesB/list/user/message*.vue,
 * pagesA/home/device/log/*.vue, pages_player/list/*.vue).
 */

/**
 * FastBee numbers its news categories; Linli names them. The app only passes a categoryId back from
 * topList to the list, so the number is the category's place in NEWS_CATEGORIES, counted from 1, for ever
 * (a new category goes at the end).
 */
export function appNewsCategoryId(category: NewsCategory): number {
  return NEWS_CATEGORIES.indexOf(category) + 1;
}

/** The category an app categoryId names; undefined for a number no category has. */
export function appNewsCategoryOf(categoryId: number): NewsCategory | undefined {
  return NEWS_CATEGORIES[categoryId - 1];
}

/** A number the app sends as text; an empty text counts as absent. */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const appPage = {
  pageNum: optionalNumber(z.coerce.number().int().min(1)).transform((v) => v ?? 1),
  pageSize: optionalNumber(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)).transform((v) => v ?? 10),
};

/**
 * A picture as the app asks for it: it puts its `baseUrl` (`https://<host>/prod-api`) before the path, so
 * the path is one served under the prefix ('' when the picture is elsewhere and the app could not show it).
 */
const appPicture = z.string();

/** One article in a list (trend.vue topList, categoryTrend.vue): FastBee's News without its text. */
export const appNewsRow = z.object({
  newsId: z.number().int(),
  title: z.string(),
  imgUrl: appPicture,
  author: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** FastBee's flags as numbers: 1 pinned; 1 published, 0 draft. */
  isTop: z.union([z.literal(0), z.literal(1)]),
  status: z.union([z.literal(0), z.literal(1)]),
  /** The summary. */
  remark: z.string(),
  createTime: time,
});
export type AppNewsRow = z.infer<typeof appNewsRow>;

/** trendDetail.vue: the article with its HTML, whose `<img src>` are paths under the prefix. */
export const appNewsDetail = appNewsRow.extend({ content: z.string() });

/** trend.vue's carousel: a picture that opens an article. */
export const appNewsBanner = z.object({ newsId: z.number().int(), title: z.string(), imgUrl: appPicture });

/** trend.vue's blocks: each category with its newest articles, pinned first. */
export const appNewsCategoryBlock = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  newsList: z.array(appNewsRow),
});

export const appNewsListQuery = z.object({
  ...appPage,
  categoryId: optionalNumber(z.coerce.number().int().min(1)),
  /** FastBee's 1 published, 0 draft (drafts only for administrators, as on /api). */
  status: optionalNumber(z.coerce.number().int().min(0).max(1)),
});

export const appNoticeListQuery = z.object(appPage);

/**
 * RuoYi's SysNotice as message.vue reads it. `noticeType` is text ('1' 通知, '2' 公告) and compared with
 * `==`: the centre's notices are announcements, '2'. `status` '0' is RuoYi's "normal".
 */
export const appNoticeRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeType: z.enum(['1', '2']),
  status: z.literal('0'),
  createBy: z.string(),
  createTime: time,
});

/** messageDetail.vue: the notice with its HTML and picture. */
export const appNoticeDetail = appNoticeRow.extend({ noticeContent: z.string(), imgUrl: appPicture });

const serialNumber = z.string().trim().min(1).max(64);
const identifier = optionalText(64);

function optionalText(max: number) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max).optional(),
  );
}

/** The event log's types as event.vue tags them: 1 property, 2 function, 3 event, 4 upgrade, 5 online, 6 offline. */
export const APP_EVENT_LOG_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** The command log's funType as order.vue tags it: 1 function, 2 property read, 3 OTA. */
export const APP_FUN_TYPES = [1, 2, 3] as const;

export const appEventLogQuery = z.object({
  ...appPage,
  serialNumber,
  identity: identifier,
  logType: optionalNumber(z.coerce.number().int().min(1).max(6)),
});

/** FastBee's EventLog as event.vue reads it; `logType` is a NUMBER (compared with ===). */
export const appEventLogRow = z.object({
  logId: z.number().int(),
  logType: z.literal(APP_EVENT_LOG_TYPES),
  identity: z.string(),
  /** The identifier's name in the caller's language ('' when the thing model has none). */
  modelName: z.string(),
  logValue: z.string(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  remark: z.string(),
  createTime: time,
});

export const appCommandLogQuery = z.object({
  ...appPage,
  serialNumber: serialNumber.optional(),
  deviceId: optionalNumber(rowId),
  funType: optionalNumber(z.coerce.number().int().min(1).max(3)),
});

/** FastBee's FunctionLog as order.vue reads it: `${identify}: ${funValue}`, `funType` a NUMBER. */
export const appCommandLogRow = z.object({
  id: z.number().int(),
  identify: z.string(),
  modelName: z.string(),
  funType: z.literal(APP_FUN_TYPES),
  funValue: z.string(),
  deviceName: z.string(),
  serialNumber: z.string(),
  createTime: time,
});

export const appChannelListQuery = z.object({ ...appPage, deviceSipId: serialNumber });

/** FastBee's GB28181 channel status: 1 unused, 2 online, 3 offline, 4 disabled (helpers/common.js). */
export const APP_CHANNEL_STATUS = { unused: 1, online: 2, offline: 3, disabled: 4 } as const;

/** A camera's one channel as the device page lists it (pagesA/home/device/index.vue#getChannelList). */
export const appChannel = z.object({
  channelId: z.number().int(),
  deviceSipId: z.string(),
  channelSipId: z.string(),
  channelName: z.string(),
  model: z.string(),
  status: z.literal(Object.values(APP_CHANNEL_STATUS)),
});

export const appPlayParams = z.object({ deviceSipId: serialNumber, channelSipId: serialNumber });
export const appCloseStreamParams = appPlayParams.extend({ streamId: z.string().trim().min(1).max(200) });

/**
 * What the players start (devicePlayerApp.vue: `playurl` on Android, `hls` on iOS; devicePlayer.vue:
 * `playurl`, `ssrc`): absolute addresses, the phone opens them itself.
 */
export const appStream = z.object({
  streamId: z.string(),
  ssrc: z.string(),
  playurl: z.string(),
  hls: z.string(),
});
