export * from './errors.ts';
export * from './paths.ts';
export * from './provisioning.ts';
export * from './qr.ts';
export * from './registrations.ts';
export * from './routes.ts';
export * from './schemas.ts';
