export * from './banner-links.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
