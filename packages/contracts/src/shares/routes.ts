import { z } from 'zod';
import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { sharesPaths } from './paths.ts';
import {
  deviceShare,
  shareBody,
  shareDetailQuery,
  shareDeviceBody,
  shareInvitation,
  shareKeyBody,
  shareListQuery,
  sharePerm,
  shareUser,
  shareUserQuery,
  toolUserListQuery,
} from './schemas.ts';

const tag = 'shares';

/**
 * Device sharing (docs/product.md "Roles and sharing", docs/fastbee.md "Sharing"): the owner shares, edits and
 * revokes; the person offered a share accepts, declines or later leaves it.
 */
export const sharesRoutes = {
  invitations: defineRoute({
    method: 'GET',
    path: sharesPaths.shareInvitations,
    summary: 'Shares offered to me that I have not answered (they have no effect until accepted)',
    tag,
    access: 'user',
    response: withData(z.array(shareInvitation)),
  }),
  accept: defineRoute({
    method: 'PUT',
    path: sharesPaths.shareAccept,
    summary: 'Accept a share offered to me: from now on it works',
    tag,
    access: 'user',
    body: shareDeviceBody,
    response: noData,
  }),
  decline: defineRoute({
    method: 'PUT',
    path: sharesPaths.shareDecline,
    summary: 'Decline a share offered to me (it is removed)',
    tag,
    access: 'user',
    body: shareDeviceBody,
    response: noData,
  }),
  leave: defineRoute({
    method: 'DELETE',
    path: sharesPaths.shareLeave,
    summary: 'Leave a share I hold; my live sessions on the device are cut',
    tag,
    access: 'user',
    body: shareDeviceBody,
    response: noData,
  }),
  findUser: defineRoute({
    method: 'GET',
    path: sharesPaths.shareUser,
    summary: 'Find a user to share with by phone (owner only)',
    tag,
    access: 'user',
    query: shareUserQuery,
    response: withData(shareUser),
  }),
  userList: defineRoute({
    method: 'GET',
    path: sharesPaths.toolUserList,
    summary:
      "Find a user by whole phone number (FastBee's user list): the share look-up's limit and answer, 0 or 1 row",
    tag,
    access: 'user',
    query: toolUserListQuery,
    response: tableOf(shareUser),
  }),
  list: defineRoute({
    method: 'GET',
    path: sharesPaths.shareList,
    summary: 'Users of a device: owner first (isOwner 1), then shares',
    tag,
    access: 'user',
    query: shareListQuery,
    response: tableOf(deviceShare),
  }),
  detail: defineRoute({
    method: 'GET',
    path: sharesPaths.shareDetail,
    summary: 'One share of a device',
    tag,
    access: 'user',
    query: shareDetailQuery,
    response: withData(deviceShare),
  }),
  deviceUsers: defineRoute({
    method: 'GET',
    path: sharesPaths.deviceUsers,
    summary: 'Users of a device (id = deviceId), unpaged',
    tag,
    access: 'user',
    params: idParams,
    response: withData(z.array(deviceShare)),
  }),
  perms: defineRoute({
    method: 'GET',
    path: sharesPaths.sharePermList,
    summary: 'Shareable permissions of a device (id = deviceId): system keys + isSharePerm items',
    tag,
    access: 'user',
    params: idParams,
    response: withData(z.array(sharePerm)),
  }),
  create: defineRoute({
    method: 'POST',
    path: sharesPaths.share,
    summary: 'Share a device (owner only)',
    tag,
    access: 'user',
    body: shareBody,
    response: noData,
  }),
  update: defineRoute({
    method: 'PUT',
    path: sharesPaths.share,
    summary: "Edit a share's permissions and remark (owner only)",
    tag,
    access: 'user',
    body: shareBody,
    response: noData,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: sharesPaths.share,
    summary: "Revoke a share (owner only); the user's live MQTT sessions are cut",
    tag,
    access: 'user',
    body: shareKeyBody,
    response: noData,
  }),
};
