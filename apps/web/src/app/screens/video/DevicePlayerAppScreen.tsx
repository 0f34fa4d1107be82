import { DevicePlayer } from './DevicePlayerScreen.tsx';

/** /pages_player/list/devicePlayerApp: the same player, edge to edge (FastBee App B's own player page). */
export default function DevicePlayerAppScreen() {
  return <DevicePlayer variant="app" />;
}
