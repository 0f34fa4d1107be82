export { registerAppRoutes } from './app.routes.ts';
