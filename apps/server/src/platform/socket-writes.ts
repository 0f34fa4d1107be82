import type { Duplex } from 'node:stream';

/**
 * One socket write per connection per event-loop turn instead of one per MQTT packet (bench/RESULTS.md,
 * ingest fix 5). aedes sends each QoS 0 delivery from a setImmediate of its own, and mqtt-packet wraps
 * each packet in cork() + nextTick(uncork): Node runs the ticks between immediates, so every push to an app
 * client was its own writev system call — a tenth of the broker thread at 25,000 reports/s. Here the first
 * write of a turn also corks the stream until the next setImmediate, which runs after the immediates already
 * queued: the packets of a turn leave together. end() still flushes at once (Node uncorks fully before
 * ending; the later uncork of an uncorked stream does nothing), and a packet waits at most one turn.
 */
export function coalesceWrites<S extends Duplex>(stream: S): S {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  let held = false;
  const release = () => {
    held = false;
    stream.uncork();
  };
  stream.write = ((...args: unknown[]) => {
    if (!held) {
      held = true;
      stream.cork();
      setImmediate(release);
    }
    return write(...args);
  }) as S['write'];
  return stream;
}
