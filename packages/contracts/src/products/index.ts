export * from './admin.ts';
export * from './errors.ts';
export * from './fastbee-json.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './things-model.ts';
