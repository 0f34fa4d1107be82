/** Shared by the reference HTTP server and the HTTP suite. */
export const REFERENCE_PATH = '/reference';
