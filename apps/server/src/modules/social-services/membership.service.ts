import { type ActivateMembershipBody, ErrorCode, type MembershipStatus, maskIdCard } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import type { MembershipRepository } from './membership.repository.ts';

/** Membership of the centre: an ordinary member activates it once with their real identity. */
export class MembershipService {
  constructor(
    private readonly memberships: MembershipRepository,
    private readonly clock: Clock,
  ) {}

  async status(caller: AuthUser): Promise<MembershipStatus> {
    const member = await this.memberships.find(caller.userId);
    if (!member) {
      return {
        active: false,
        memberNo: null,
        realName: null,
        phone: null,
        idCardMasked: null,
        activatedAt: null,
      };
    }
    return {
      active: true,
      memberNo: member.memberNo,
      realName: member.realName,
      phone: member.phone,
      idCardMasked: maskIdCard(member.idCard),
      activatedAt: member.activatedAt,
    };
  }

  async activate(caller: AuthUser, body: ActivateMembershipBody): Promise<MembershipStatus> {
    if (await this.memberships.find(caller.userId)) throw new AppError(ErrorCode.MEMBER_ALREADY_ACTIVE);
    if (await this.memberships.idCardTaken(body.idCard)) {
      throw new AppError(ErrorCode.MEMBER_ID_CARD_TAKEN, { field: 'idCard' });
    }
    const now = this.clock.now();
    // LL + year + the account number: unique, stable, and readable over the phone.
    const memberNo = `LL${now.getUTCFullYear()}${String(caller.userId).padStart(6, '0')}`;
    await this.memberships.insert({
      userId: caller.userId,
      memberNo,
      realName: body.realName,
      phone: body.phone,
      idCard: body.idCard,
      activatedAt: now.toISOString(),
    });
    return this.status(caller);
  }

  removeUserData(userId: number): Promise<void> {
    return this.memberships.delete(userId);
  }
}
