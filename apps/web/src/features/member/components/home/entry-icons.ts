import type { ComponentType } from 'react';
import { ArrowUpRightIcon } from '@/shared/ui/icons/arrow-up-right';
import { ChatIcon } from '@/shared/ui/icons/chat';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { CrownIcon } from '@/shared/ui/icons/crown';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { LifeBuoyIcon } from '@/shared/ui/icons/life-buoy';
import { MailIcon } from '@/shared/ui/icons/mail';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { SettingsIcon } from '@/shared/ui/icons/settings';
import { ShieldIcon } from '@/shared/ui/icons/shield';
import { UserIcon } from '@/shared/ui/icons/user';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import type { MemberHomeEntryKey } from '../../lib/member-home-entries';

export const entryIcons: Record<MemberHomeEntryKey, ComponentType<{ size?: number }>> = {
  deposit: WalletIcon,
  withdraw: ArrowUpRightIcon,
  transactionRecord: ClockIcon,
  betRecord: ReceiptIcon,
  vip: CrownIcon,
  refer: InviteIcon,
  myAccount: UserIcon,
  securityCenter: ShieldIcon,
  saferGambling: LifeBuoyIcon,
  messages: MailIcon,
  feedback: ChatIcon,
  appDownload: DownloadIcon,
  settings: SettingsIcon,
};
