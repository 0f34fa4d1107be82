export * from './applications.ts';
export * from './catalog.ts';
export * from './dates.ts';
export * from './errors.ts';
export {
  type IdParams as NumericIdParams,
  idParams as numericIdParams,
  isImageUrl,
  isIsoDate,
  isUploadUrl,
} from './fields.ts';
export * from './groups.ts';
export * from './home.ts';
export * from './membership.ts';
export * from './paths.ts';
export * from './records.ts';
export * from './routes.ts';
export * from './state-machine.ts';
export * from './watch.ts';
