import { useTranslation } from '@/shared/i18n/use-translation';
import type { Resource } from '@app/contracts/system';
import { channelLinks, socialChannels } from '@/shared/lib/resources';
import { ChannelIcon } from './channel-icon';
import styles from './social-links.module.css';

/**
 * The social channel icons (Telegram, Telegram1, Facebook, Instagram, Twitter, TikTok), each only
 * when the operator configured a link (spec section 2: side menu and home footer). Renders
 * nothing without any link, so callers can drop their heading too (see `hasSocialLinks`).
 */
export function SocialLinks({ resources }: { resources: readonly Resource[] | undefined }) {
  const { t } = useTranslation();
  const links = channelLinks(resources, socialChannels);
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map(({ channel, url }) => (
        <li key={channel}>
          <a
            className={styles.link}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`channels.${channel}`)}
          >
            <ChannelIcon channel={channel} size={40} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function hasSocialLinks(resources: readonly Resource[] | undefined): boolean {
  return channelLinks(resources, socialChannels).length > 0;
}
