export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
