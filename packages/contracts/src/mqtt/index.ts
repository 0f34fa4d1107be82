export * from './broker-routes.ts';
export * from './device-http.ts';
export * from './paths.ts';
export * from './scale-out.ts';
export * from './topics.ts';
