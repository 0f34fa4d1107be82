import type { Container } from '../../container.ts';
import type { ApiRouter } from '../../platform/api-router.ts';

/** The FastBee app's calls of this area (filled by its implementation). */
export function registerAutomationRoutes(_router: ApiRouter, _container: Container): void {}
