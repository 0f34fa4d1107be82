export * from './scale-out.ts';
export * from './topics.ts';
