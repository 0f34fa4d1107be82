import {
  type EmqxAuthnRequest,
  type EmqxAuthnResult,
  type EmqxAuthzRequest,
  type EmqxAuthzResult,
  NODE_CLIENT_PREFIX,
} from '@linli/contracts';
import type { BrokerPolicy } from '../../platform/broker-policy.ts';
import { sameSecret } from '../../platform/credentials.ts';
import type { DeviceIdentities } from './identities.ts';

const DENY_AUTHN: EmqxAuthnResult = { result: 'deny', is_superuser: false };
const DENY: EmqxAuthzResult = { result: 'deny' };
const EMPTY = Buffer.alloc(0);

/**
 * The embedded broker's rules, answered to EMQX's HTTP authentication and authorization (one policy, two
 * transports). Who may connect at EMQX:
 * - devices, exactly as at the embedded broker (policy.authenticate);
 * - the nodes themselves (client id `server-linli-…` with the credentials of MQTT_URL), as superusers:
 *   they consume shared subscriptions and publish commands and pushes for every device;
 * - nobody else. App clients connect to a node's `/mqtt` (EMQX's authorization requests carry no password,
 *   so an app's rights could not be looked up again for each topic).
 * Authorization re-identifies the device from its client id (EMQX authenticated it) and asks the policy;
 * the payload is not part of the request, and no device rule reads it.
 */
export class EmqxAuth {
  constructor(
    private readonly policy: BrokerPolicy,
    private readonly identities: DeviceIdentities,
    private readonly node: { username: string; password: string } | undefined,
  ) {}

  async authenticate(request: EmqxAuthnRequest): Promise<EmqxAuthnResult> {
    const username = request.username ?? undefined;
    const password = request.password ?? undefined;
    if (request.clientid.startsWith(NODE_CLIENT_PREFIX)) {
      const node = this.node;
      const ok =
        node !== undefined &&
        username !== undefined &&
        password !== undefined &&
        sameSecret(username, node.username) &&
        sameSecret(password, node.password);
      return ok ? { result: 'allow', is_superuser: true } : DENY_AUTHN;
    }
    const identity = await this.policy.authenticate(
      request.clientid,
      username,
      password,
      request.peerhost ?? '',
    );
    return identity?.kind === 'device' ? { result: 'allow', is_superuser: false } : DENY_AUTHN;
  }

  async authorize(request: EmqxAuthzRequest): Promise<EmqxAuthzResult> {
    const identity = await this.identities.ofClient(request.clientid);
    if (!identity) return DENY;
    const { topic, action } = request;
    const subscribe = action !== 'publish' ? await this.policy.canSubscribe(identity, topic) : true;
    const publish = action !== 'subscribe' ? await this.policy.canPublish(identity, topic, EMPTY) : true;
    return subscribe && publish ? { result: 'allow' } : DENY;
  }
}
