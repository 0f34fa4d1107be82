import { type ApplicationActor, ErrorCode, type Language } from '@linli/contracts';
import { sql } from 'kysely';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';

/** The English text when the caller reads English and one was written, else the Chinese. */
export function inLanguage(language: Language, chinese: string, english: string): string {
  return language === 'en-US' && english ? english : chinese;
}

/** Social workers of the centre: the staff role, and administrators, who can do what staff do. */
export function isStaff(caller: Pick<AuthUser, 'roles'> | null): boolean {
  return caller !== null && (caller.roles.includes('staff') || caller.roles.includes('admin'));
}

export function isAdmin(caller: AuthUser | null): boolean {
  return caller?.roles.includes('admin') === true;
}

export function requireStaff(caller: AuthUser): void {
  if (!isStaff(caller)) throw forbidden();
}

export function requireAdmin(caller: AuthUser): void {
  if (!isAdmin(caller)) throw forbidden();
}

export function actorOf(caller: AuthUser): ApplicationActor {
  return isStaff(caller) ? 'staff' : 'applicant';
}

export const notFound = (field?: string) => new AppError(ErrorCode.NOT_FOUND, field ? { field } : {});

/** Case-insensitive "contains" on both dialects; `%`, `_` and `\` in the keyword match literally. */
export function containsText(column: string, keyword: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function pageOf(query: { pageNum: number; pageSize: number }) {
  return { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize };
}
