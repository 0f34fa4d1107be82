/** What other features may use of the linking feature: a device's position picked on the map screen. */
export {
  clearLocationPick,
  deviceFormPickKey,
  peekLocationPick,
  startLocationPick,
} from './map/pickStore.ts';
