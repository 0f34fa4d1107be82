export * from './errors.ts';
export * from './fields.ts';
export * from './paths.ts';
export * from './schemas.ts';
