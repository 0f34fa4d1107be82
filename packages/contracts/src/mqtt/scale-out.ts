import { z } from 'zod';
import { APP_TOPICS, Topic, type TopicSuffix, UP_TOPICS } from './topics.ts';

/**
 * Scale-out mode (docs/deploy.md): several nodes behind one external MQTT broker (EMQX in
 * production, mosquitto in tests). Topics the nodes use among themselves and the HTTP contract EMQX's
 * HTTP authentication / authorization / webhook speak to the nodes.
 */

/** Client ids of the nodes' own broker connections; the HTTP authn endpoint knows them by this prefix. */
export const NODE_CLIENT_PREFIX = 'server-linli-';

/**
 * Device reports every node consumes through one shared subscription group, so each message is handled by
 * exactly one node. Live monitoring is not stored (docs/fastbee.md "Real-time monitoring"): it reaches apps
 * through the relay only.
 */
export const SHARED_UP_TOPICS: readonly TopicSuffix[] = UP_TOPICS.filter((t) => t !== Topic.monitorPost);

/** `$share/{group}/+/+/{suffix}` (MQTT 5 shared subscription; topics start with `/`, hence the `/+`). */
export function sharedFilter(group: string, suffix: TopicSuffix): string {
  return `$share/${group}//+/+/${suffix}`;
}

/** Every device's status push: nodes learn who is online from the pushes any node sends. */
export const STATUS_FILTER = `/+/+/${Topic.statusPost}`;
/** What apps may listen to that only the server publishes (status, service pushes): never from a device. */
export const SERVER_PUSH_TOPICS: readonly TopicSuffix[] = APP_TOPICS;

/** Messages among nodes: a node that changed something other nodes keep in memory says so. */
export const CLUSTER_TOPIC_PREFIX = 'linli/cluster/';
export const ClusterTopic = {
  /** A scene was created, changed or deleted: every node re-reads it into its scene index. */
  scene: `${CLUSTER_TOPIC_PREFIX}scene`,
} as const;
export type ClusterTopic = (typeof ClusterTopic)[keyof typeof ClusterTopic];

export const clusterSceneMessage = z.object({ sceneId: z.number().int().positive() });

/** The shared secret EMQX sends in this header (configured on both sides as MQTT_AUTH_SECRET). */
export const BROKER_SECRET_HEADER = 'x-linli-broker-secret';

const optionalText = z.string().nullish();

/**
 * EMQX 5 HTTP authentication request body (configured as JSON with `${clientid}`, `${username}`,
 * `${password}`, `${peerhost}`); other fields EMQX may add are ignored.
 */
export const emqxAuthnRequest = z.looseObject({
  clientid: z.string().min(1).max(256),
  username: optionalText,
  password: optionalText,
  peerhost: optionalText,
});
export type EmqxAuthnRequest = z.output<typeof emqxAuthnRequest>;

/** EMQX 5 HTTP authorization request body (`${clientid}`, `${username}`, `${topic}`, `${action}`). */
export const emqxAuthzRequest = z.looseObject({
  clientid: z.string().min(1).max(256),
  username: optionalText,
  topic: z.string().min(1).max(1024),
  action: z.enum(['publish', 'subscribe', 'all']),
});
export type EmqxAuthzRequest = z.output<typeof emqxAuthzRequest>;

/**
 * EMQX rule-engine / webhook event (`SELECT * FROM "$events/client_connected", "$events/client_disconnected"`
 * with an HTTP action posting `${*}`): nodes learn of device sessions coming and going.
 */
export const emqxClientEvent = z.looseObject({
  event: z.enum(['client.connected', 'client.disconnected']),
  clientid: z.string().min(1).max(256),
  username: optionalText,
});
export type EmqxClientEvent = z.output<typeof emqxClientEvent>;
