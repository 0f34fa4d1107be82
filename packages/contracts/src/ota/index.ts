export * from './errors.ts';
export * from './fastbee.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './versions.ts';
