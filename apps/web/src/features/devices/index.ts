export { DeviceImage } from './components/DeviceImage.tsx';
/** What other features may use of the devices feature. */

// The device, item and value pickers of a device rule, which the scene editor uses as the device pages do.
export { DevicePicker, ItemPicker, ValueInput } from './components/ThingPickers.tsx';
export { formatCoordinates, formatValue } from './format.ts';
export { useMyDevices } from './hooks/useDeviceQueries.ts';
export { modelsOfType, thingModelQuery, useDeviceOptions, useThingModels } from './hooks/usePickers.ts';
export { afterDeviceChange, refreshDevices } from './queries.ts';
