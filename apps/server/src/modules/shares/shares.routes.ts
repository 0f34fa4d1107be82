import {
  ApiPath,
  numericIdParams,
  shareBody,
  shareDetailQuery,
  shareDeviceBody,
  shareKeyBody,
  shareListQuery,
  shareUserQuery,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { SharesService } from './shares.service.ts';

const TAG = 'shares';

export function registerSharesRoutes(router: ApiRouter, shares: SharesService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.shareInvitations,
      summary: 'Shares offered to me that I have not answered (they have no effect until accepted)',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => ({ data: await shares.invitations(user) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.shareAccept,
      summary: 'Accept a share offered to me: from now on it works',
      tag: TAG,
      access: 'user',
      body: shareDeviceBody,
    },
    async ({ user, body }) => {
      await shares.accept(user, body);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.shareDecline,
      summary: 'Decline a share offered to me (it is removed)',
      tag: TAG,
      access: 'user',
      body: shareDeviceBody,
    },
    async ({ user, body }) => {
      await shares.decline(user, body);
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.shareLeave,
      summary: 'Leave a share I hold; my live sessions on the device are cut',
      tag: TAG,
      access: 'user',
      body: shareDeviceBody,
    },
    async ({ user, body }) => {
      await shares.leave(user, body);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.shareUser,
      summary: 'Find a user to share with by phone (owner only)',
      tag: TAG,
      access: 'user',
      query: shareUserQuery,
    },
    async ({ user, query }) => ({ data: await shares.findUser(user, query) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.shareList,
      summary: 'Users of a device: owner first (isOwner 1), then shares',
      tag: TAG,
      access: 'user',
      query: shareListQuery,
    },
    async ({ user, query }) => {
      const { rows, total } = await shares.list(user, query);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.shareDetail,
      summary: 'One share of a device',
      tag: TAG,
      access: 'user',
      query: shareDetailQuery,
    },
    async ({ user, query }) => ({ data: await shares.detail(user, query.deviceId, query.userId) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceUsers,
      summary: 'Users of a device (id = deviceId), unpaged',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({
      data: (await shares.list(user, { deviceId: params.id, pageNum: 1, pageSize: 100 })).rows,
    }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.sharePermList,
      summary: 'Shareable permissions of a device (id = deviceId): system keys + isSharePerm items',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({ data: await shares.permList(user, params.id, request.language) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.share,
      summary: 'Share a device (owner only)',
      tag: TAG,
      access: 'user',
      body: shareBody,
    },
    async ({ user, body }) => {
      await shares.create(user, body);
    },
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.share,
      summary: "Edit a share's permissions and remark (owner only)",
      tag: TAG,
      access: 'user',
      body: shareBody,
    },
    async ({ user, body }) => {
      await shares.update(user, body);
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.share,
      summary: "Revoke a share (owner only); the user's live MQTT sessions are cut",
      tag: TAG,
      access: 'user',
      body: shareKeyBody,
    },
    async ({ user, body }) => {
      await shares.remove(user, body);
    },
  );
}
