import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';

/**
 * A publish to a topic the client may not use is dropped, not answered by closing the connection (what aedes
 * does when `authorizePublish` answers an error). FastBee firmware and apps publish topics Linli does not
 * take — the app's legacy `/function-online/get`, a firmware's own extra topics — at the pace of a tap or
 * of a report, and cutting them off would make a device flap offline and online for nothing. MQTT 3.1.1
 * allows it: a server that does not authorise a publish either acknowledges it as usual or closes the
 * connection (MQTT-3.3.5-2).
 *
 * A client refused more than REFUSED_PUBLISH_LIMIT times within REFUSED_PUBLISH_WINDOW_MS is not doing that
 * but flooding (about ten a second, far beyond a report pace; each refusal costs a policy check, some a
 * database read): it is disconnected.
 */
export const REFUSED_PUBLISH_LIMIT = 100;
export const REFUSED_PUBLISH_WINDOW_MS = 10_000;

/**
 * Where a dropped publish goes instead of its topic: a `$SYS` topic no client may subscribe to (the policy
 * grants nothing outside the device tree, and wildcards never match `$` topics, MQTT-4.7.2-1), which the
 * broker also never forwards (authorizeForward) and whose message is never retained or stored.
 */
export const DROPPED_TOPIC = '$SYS/linli/dropped';

/** Hears a refused publish: the client, the topic it used, whether it was disconnected for it. */
export type RefusalListener = (clientId: string, topic: string, disconnected: boolean) => void;

/** How many refused topics of one connection are remembered for logging (the first refusal of each at warn). */
const TOPICS_LOGGED = 32;

/** One connection's refused publishes. */
export class RefusedPublishes {
  /** Times of the latest refusals, oldest first, at most REFUSED_PUBLISH_LIMIT + 1. */
  private readonly times: number[] = [];
  private readonly topics = new Set<string>();

  /** Notes a refusal at `now` (ms); answers whether the client is now over the limit. */
  note(now: number): boolean {
    this.times.push(now);
    if (this.times.length > REFUSED_PUBLISH_LIMIT + 1) this.times.shift();
    const first = this.times[0] ?? now;
    return this.times.length > REFUSED_PUBLISH_LIMIT && now - first <= REFUSED_PUBLISH_WINDOW_MS;
  }

  /** Whether this topic is refused for the first time on this connection (so it is worth a warning). */
  firstFor(topic: string): boolean {
    if (this.topics.has(topic) || this.topics.size >= TOPICS_LOGGED) return false;
    this.topics.add(topic);
    return true;
  }
}

/**
 * The broker's handling of refused publishes: `refuse` notes one, logs it and turns it into a publish that
 * reaches nobody and leaves nothing (DROPPED_TOPIC, empty, not retained), or answers the error that
 * disconnects a client flooding them; `listen` lets tests hear each refusal.
 */
export function refusalGuard(clock: Clock, log: FastifyBaseLogger) {
  const listeners = new Set<RefusalListener>();
  return {
    listen(hear: RefusalListener): () => void {
      listeners.add(hear);
      return () => listeners.delete(hear);
    },
    refuse(
      clientId: string,
      who: string,
      session: { refused: RefusedPublishes },
      packet: { topic: string; payload: string | Buffer; retain: boolean },
    ): Error | null {
      const { topic } = packet;
      const flooding = session.refused.note(clock.now().getTime());
      for (const hear of listeners) hear(clientId, topic, flooding);
      // The first refusal of each topic is worth a warning; a firmware repeating it on every report is not.
      log[flooding || session.refused.firstFor(topic) ? 'warn' : 'debug'](
        { who, topic },
        flooding ? 'MQTT client disconnected: too many refused publishes' : 'MQTT publish dropped',
      );
      if (flooding) return new Error('Too many refused publishes');
      packet.topic = DROPPED_TOPIC;
      packet.payload = Buffer.alloc(0);
      packet.retain = false;
      return null;
    },
  };
}
