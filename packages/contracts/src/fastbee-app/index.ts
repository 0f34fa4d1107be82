/**
 * The FastBee app compatibility layer (docs/fastbee-app.md): FastBee's uni-app mobile app 2.2 pointed at
 * Linli. Its routes answer in FastBee's exact shapes under PREFIX; the root index exports this folder as
 * the namespace `fastbeeApp`, so its names never meet Linli's own.
 */
export * from './account.ts';
export * from './automation.ts';
export * from './content.ts';
export * from './devices.ts';
export * from './prefix.ts';
