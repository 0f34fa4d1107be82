export * from './errors.ts';
export * from './paths.ts';
export * from './remarks.ts';
export * from './routes.ts';
export * from './schemas.ts';
