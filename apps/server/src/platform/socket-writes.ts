import type { Duplex } from 'node:stream';
import { createWebSocketStream, type WebSocket } from 'ws';

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

/**
 * An app's MQTT over WebSocket (`/mqtt`) as a stream for the broker, with one WebSocket frame per
 * connection per turn. mqtt-packet writes a PUBLISH as four or five pieces (header, length, topic,
 * payload), and ws's stream sends each write as a frame of its own, each its own writev: five system
 * calls and five frames for the app to parse per push (bench/RESULTS.md, 2026-11-27). Here the writes of a
 * turn are held (coalesceWrites) and leave as one frame; MQTT over WebSocket lets a frame carry any part of
 * the byte stream (MQTT 3.1.1 §6), and mqtt.js reads it as a stream. ws sets TCP_NODELAY on its socket.
 */
export function webSocketStream(socket: WebSocket): Duplex {
  const stream = createWebSocketStream(socket);
  const frames = stream as unknown as {
    _write(chunk: Buffer, encoding: string, callback: (error?: Error | null) => void): void;
    _writev(chunks: { chunk: Buffer | string; encoding: BufferEncoding }[], callback: () => void): void;
  };
  frames._writev = (chunks, callback) => {
    const bytes = chunks.map(({ chunk, encoding }) =>
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk,
    );
    frames._write(Buffer.concat(bytes), 'buffer', callback);
  };
  return coalesceWrites(stream);
}
