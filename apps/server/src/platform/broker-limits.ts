import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Aedes, Client } from 'aedes';

/**
 * What one connection may cost the broker (MQTT_MAX_PACKET_KIB, MQTT_MAX_CONNECTIONS_PER_ADDRESS): a client
 * that has not yet logged in may send only a small packet (a CONNECT), and nobody a packet over the
 * maximum — the broker would otherwise buffer whatever length a header declares (200 MB from three sockets
 * before anyone logged in). An address may hold only so many connections at once.
 */
export interface BrokerLimits {
  maxPacketBytes: number;
  maxConnectionsPerAddress: number;
}

/** A CONNECT with a long client id, user name, token and a will fits in this. */
export const MAX_PACKET_BYTES_BEFORE_CONNECT = 16 * 1024;

interface PacketParser {
  parse(buf: Buffer): number;
  packet: { length: number };
}

/**
 * Cuts a connection the moment a packet is declared, or buffered, over what the client may send:
 * `_parser` is aedes' mqtt-packet parser of the connection (its typings omit it); `packet.length` is the
 * remaining length the fixed header declared, known before the rest arrives.
 */
function limitPacketSize(client: Client, maxPacketBytes: number): void {
  const parser = (client as Client & { _parser: PacketParser })._parser;
  const parse = parser.parse.bind(parser);
  parser.parse = (buf: Buffer) => {
    const buffered = parse(buf);
    const limit = client.connected ? maxPacketBytes : MAX_PACKET_BYTES_BEFORE_CONNECT;
    if (buffered > limit || parser.packet.length > limit) client.conn.destroy();
    return buffered;
  };
}

/** Hands connections to aedes within the limits; answers the function that accepts one. */
export function limitedConnections(aedes: Aedes, limits: BrokerLimits) {
  const perAddress = new Map<string, number>();
  return (stream: Duplex, address: string, request?: IncomingMessage): void => {
    const open = perAddress.get(address) ?? 0;
    if (open >= limits.maxConnectionsPerAddress) {
      stream.destroy();
      return;
    }
    perAddress.set(address, open + 1);
    stream.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    limitPacketSize(aedes.handle(stream, request), limits.maxPacketBytes);
  };
}
