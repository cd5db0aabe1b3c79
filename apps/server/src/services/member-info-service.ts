import type { MemberInfo } from '@app/contracts/account';
import { accountRules, ageOn } from '@app/contracts/account-rules';
import { avatarIds, isAvatarId } from '@app/contracts/avatars';
import type {
  MemberProfileRepository,
  MemberProfileRow,
} from '../repositories/member-profile-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { MemberFileService } from './member-file-service';
import type { OperatorSettingsService } from './operator-settings-service';

/** An uploaded avatar is stored in `members.icon` as `file:<fileId>` (a built-in as its id). */
const UPLOADED_ICON = /^file:([0-9a-f]{32})$/;

/** Spec section 7: the mobile number is shown masked except its last 4 digits. */
export function maskMobile(mobile: string | null): string | null {
  if (mobile === null || mobile === '') return mobile;
  const visible = mobile.slice(-4);
  return '*'.repeat(Math.max(0, mobile.length - visible.length)) + visible;
}

function toMemberInfo(row: MemberProfileRow): MemberInfo {
  const label = row.vipLabel?.trim() || null;
  return {
    id: row.id,
    type: row.type,
    account: row.username,
    nickname: row.nickname,
    clubLabel: label ? { labelName: label } : null,
    vip: label !== null,
    email: row.email,
    mobileNum: maskMobile(row.mobileNum),
    countryDialingCode: row.countryDialingCode,
    payeeName: row.payeeName,
    birthday: row.birthday,
    icon: row.icon,
    firstTimeLogin: row.firstTimeLogin,
    registeredAt: row.createdAt.toISOString(),
  };
}

/**
 * The member's own profile (spec sections 3 and 7, Member and wallet: /wps/member/info and its
 * edits). Callers pass the authenticated member id; trial accounts may read but the routes keep
 * them from editing.
 */
export function createMemberInfoService(deps: {
  repo: MemberProfileRepository;
  settings: OperatorSettingsService;
  files: Pick<MemberFileService, 'requireOwn'>;
  clock: Clock;
}) {
  const { repo } = deps;

  async function get(memberId: number): Promise<MemberInfo> {
    const row = await repo.findById(memberId);
    // The session was valid a moment ago; a vanished member is a dead session.
    if (!row) throw new DomainError('SESSION_EXPIRED', 'Session expired');
    return toMemberInfo(row);
  }

  async function requireProfilePictures(): Promise<void> {
    const { whitelabel } = await deps.settings.getSettings();
    if (!whitelabel.PROFPIC3)
      throw new DomainError('NO_PERMISSION', 'Profile pictures are not enabled');
  }

  return {
    get,

    idByUsername: (username: string) => repo.idByUsername(username),

    async setNickname(memberId: number, nickname: string): Promise<MemberInfo> {
      await repo.update(memberId, { nickname });
      return get(memberId);
    },

    /** Once: the name withdrawals are paid to (customer service changes it, not the member). */
    async setPayeeName(memberId: number, payeeName: string): Promise<MemberInfo> {
      if (!(await repo.setPayeeNameOnce(memberId, payeeName)))
        throw new DomainError('PAYEE_NAME_LOCKED', 'The payee name is already set');
      return get(memberId);
    },

    /** EMAIL_TAKEN when another member already uses the address (any letter case). */
    async setEmail(memberId: number, email: string): Promise<MemberInfo> {
      if (!(await repo.setEmailIfFree(memberId, email)))
        throw new DomainError('EMAIL_TAKEN', 'This email address is already in use');
      return get(memberId);
    },

    /** GET /wps/member/info/icon: the choices and the current one (PROFPIC3 only). */
    async listIcons(memberId: number): Promise<{ icons: string[]; current: string | null }> {
      await requireProfilePictures();
      const info = await get(memberId);
      return { icons: [...avatarIds], current: info.icon };
    },

    /**
     * POST /wps/member/info/icon (PROFPIC3 only): one of the offered avatars, or the member's own
     * upload (`file:<fileId>`, uploaded with purpose AVATAR; another member's is not found).
     */
    async setIcon(memberId: number, icon: string): Promise<MemberInfo> {
      await requireProfilePictures();
      const upload = UPLOADED_ICON.exec(icon);
      if (upload) await deps.files.requireOwn(memberId, [upload[1]!], 'AVATAR', 1);
      else if (!isAvatarId(icon)) throw new DomainError('FIELD_FORMAT', 'Unknown profile picture');
      await repo.update(memberId, { icon });
      return get(memberId);
    },

    /**
     * POST /wps/member/info/birthday: once (it decides the age check and the VIP birthday
     * bonus; customer service corrects it). 1900 to today, at least the registration's minimum
     * age. The same date again is a retried save and succeeds.
     */
    async setBirthday(memberId: number, birthday: string): Promise<MemberInfo> {
      const today = deps.clock();
      const age = ageOn(birthday, today);
      const year = Number(birthday.slice(0, 4));
      const todayIso = today.toISOString().slice(0, 10);
      if (age === null || year < accountRules.birthdayMinYear || birthday > todayIso)
        throw new DomainError('FIELD_FORMAT', 'Not a date between 1900 and today', {
          field: 'birthday',
        });
      const { minAge } = (await deps.settings.getSettings()).register;
      if (age < minAge)
        throw new DomainError('AGE_RESTRICTED', `You must be at least ${minAge}`, { minAge });
      if (!(await repo.setBirthdayOnce(memberId, birthday)))
        throw new DomainError('BIRTHDAY_LOCKED', 'The birthday is already set');
      return get(memberId);
    },
  };
}
export type MemberInfoService = ReturnType<typeof createMemberInfoService>;
