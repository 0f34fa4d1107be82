export * from './errors.ts';
export * from './fields.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
