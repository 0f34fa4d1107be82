export * from './paths.ts';
export * from './schemas.ts';
export * from './things-model.ts';
