import type { Channel } from '@/shared/lib/resources';
import { ChatIcon } from './icons/chat';
import { FacebookIcon } from './icons/facebook';
import { InstagramIcon } from './icons/instagram';
import { LineIcon } from './icons/line';
import { TelegramIcon } from './icons/telegram';
import { TikTokIcon } from './icons/tik-tok';
import { XIcon } from './icons/x';
import styles from './channel-icon.module.css';

const icons = {
  LINE: LineIcon,
  LIVECHAT: ChatIcon,
  LIVECHAT2: ChatIcon,
  TELEGRAM: TelegramIcon,
  TELEGRAM1: TelegramIcon,
  FACEBOOK: FacebookIcon,
  INSTAGRAM: InstagramIcon,
  TWITTER: XIcon,
  TIKTOK: TikTokIcon,
} satisfies Record<Channel, unknown>;

/** A channel's icon on its brand colour; decorative, the link around it carries the name. */
export function ChannelIcon({ channel, size = 40 }: { channel: Channel; size?: number }) {
  const Icon = icons[channel];
  return (
    <span className={styles.icon} data-channel={channel} style={{ width: size, height: size }}>
      <Icon size={Math.round(size * 0.55)} />
    </span>
  );
}
