/** What other features may use of the devices feature. */
export { useMyDevices } from './hooks/useDeviceQueries.ts';
export { afterDeviceChange, refreshDevices } from './queries.ts';
