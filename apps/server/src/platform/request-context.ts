import type { Language, Role } from '@linli/contracts';

/** Who is calling, as established from the Bearer token and its live session. */
export interface AuthUser {
  userId: number;
  sessionId: string;
  username: string;
  roles: Role[];
  experience: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    authUser: AuthUser | null;
  }
}
