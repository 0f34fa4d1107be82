export * from './paths.ts';
export * from './schemas.ts';
