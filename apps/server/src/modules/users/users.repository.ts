import type { Role } from '@linli/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UsersTable } from './tables.ts';

export interface UserRecord {
  id: number;
  username: string;
  nickName: string;
  email: string;
  phonenumber: string | null;
  sex: '0' | '1' | '2';
  avatar: string;
  passwordHash: string | null;
  disabled: boolean;
  roles: Role[];
  experience: boolean;
  loginIp: string;
  loginDate: string | null;
  createdAt: string;
}

export interface NewUser {
  username: string;
  nickName: string;
  phonenumber: string | null;
  passwordHash: string | null;
  roles: Role[];
  experience?: boolean;
  createdAt: string;
}

export type UserChanges = Partial<
  Pick<UserRecord, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'avatar' | 'passwordHash'>
>;

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    username: row.username,
    nickName: row.nick_name,
    email: row.email,
    phonenumber: row.phonenumber,
    sex: row.sex as UserRecord['sex'],
    avatar: row.avatar,
    passwordHash: row.password_hash,
    disabled: row.status !== '0',
    roles: row.roles.split(',').filter(Boolean) as Role[],
    experience: row.is_experience === 1,
    loginIp: row.login_ip,
    loginDate: row.login_date,
    createdAt: row.created_at,
  };
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: number): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** Enabled accounts holding one of the roles, by nickname. */
  async withRoles(roles: readonly Role[]): Promise<UserRecord[]> {
    const rows = await this.db
      .selectFrom('users')
      .selectAll()
      .where('status', '=', '0')
      .where((eb) => eb.or(roles.map((r) => eb('roles', 'like', `%${r}%`))))
      .orderBy('nick_name')
      .execute();
    // `like` finds the word inside the comma-separated list; the split keeps only whole roles.
    return rows.map(toRecord).filter((u) => u.roles.some((r) => roles.includes(r)));
  }

  /** Names are one account whatever their case (`Alice` is `alice`; the unique index is on lower(username)). */
  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findByPhone(phonenumber: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('phonenumber', '=', phonenumber)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return row && toRecord(row);
  }

  async insert(user: NewUser): Promise<UserRecord> {
    const row = await this.db
      .insertInto('users')
      .values({
        username: user.username,
        nick_name: user.nickName,
        phonenumber: user.phonenumber,
        password_hash: user.passwordHash,
        roles: user.roles.join(','),
        is_experience: user.experience ? 1 : 0,
        created_at: user.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(id: number, changes: UserChanges): Promise<void> {
    const values = {
      ...(changes.nickName !== undefined && { nick_name: changes.nickName }),
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.phonenumber !== undefined && { phonenumber: changes.phonenumber }),
      ...(changes.sex !== undefined && { sex: changes.sex }),
      ...(changes.avatar !== undefined && { avatar: changes.avatar }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
    };
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  async recordLogin(id: number, ip: string, at: string): Promise<void> {
    await this.db.updateTable('users').set({ login_ip: ip, login_date: at }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
