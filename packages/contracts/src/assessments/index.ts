export * from './basic-info.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './scoring.ts';
export * from './seed-templates.ts';
export * from './templates.ts';
