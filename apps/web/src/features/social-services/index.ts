/** What other features may use of the social-services feature. */
export { usePersons } from './hooks/usePersons.ts';
export { everySocialServicesRead } from './queries.ts';
export { schemaProblems } from './validation.ts';
