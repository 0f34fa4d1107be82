import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { createAuth } from '../auth/index.ts';
import type { Linking } from '../linking/index.ts';
import type { Logs } from '../logs/index.ts';
import type { Iot } from '../mqtt/index.ts';
import type { NewsService } from '../news/index.ts';
import type { createShares } from '../shares/index.ts';
import type { createTimers } from '../timers/index.ts';
import type { createUsers } from '../users/index.ts';

type Auth = ReturnType<typeof createAuth>;
type Users = ReturnType<typeof createUsers>;

/**
 * The services the FastBee app's layer calls: the same ones /api's routes call (never a repository), so
 * each check they make holds here too. app.ts passes its container, which has them all.
 */
export interface FastbeeAppServices {
  auth: Auth['auth'];
  captcha: Auth['captcha'];
  sessions: Auth['sessions'];
  users: Users['users'];
  uploads: Users['uploads'];
  limiter: RateLimiter;
  events: EventBus;
  automation: {
    timers: ReturnType<typeof createTimers>['timers'];
    shares: ReturnType<typeof createShares>;
  };
  iot: Pick<Iot, 'devices' | 'groups' | 'products'>;
  news: NewsService;
  logs: Pick<Logs, 'logs'>;
  linking: Pick<Linking, 'linking'>;
}
