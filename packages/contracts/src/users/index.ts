export * from './preferences.ts';
export * from './routes.ts';
export * from './schemas.ts';
