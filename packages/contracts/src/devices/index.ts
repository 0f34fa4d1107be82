export * from './errors.ts';
export * from './fields.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './simulation.ts';
export * from './value-text.ts';
