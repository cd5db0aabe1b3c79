import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { channelLinks, contactChannels } from '@/shared/lib/resources';
import { ChannelIcon } from '@/shared/ui/channel-icon';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import { useSystemStatus } from '@/shared/api/get-status';
import styles from './service-popup.module.css';

/**
 * Customer-service bottom sheet (spec section 2, "Service popup"): LINE, LIVECHAT, LIVECHAT2,
 * TELEGRAM, TELEGRAM1 and FACEBOOK, each only with a link; opened externally. The shell closes it
 * on route change.
 */
export function ServicePopup() {
  const { t } = useTranslation();
  const open = useOverlayStore((s) => s.open === 'service');
  const close = useOverlayStore((s) => s.closeOverlay);
  const { data: status } = useSystemStatus();
  const channels = channelLinks(status?.info.resources, contactChannels);
  const titleId = useId();
  return (
    <Overlay open={open} onClose={close} labelledBy={titleId} variant="sheet">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('service.title')}
        </h2>
        <CloseButton onClick={close} />
      </div>
      <p className={styles.intro}>{t('service.intro')}</p>
      {channels.length === 0 ? (
        <p className={styles.empty}>{t('service.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {channels.map(({ channel, url }) => (
            <li key={channel}>
              <a className={styles.item} href={url} target="_blank" rel="noopener noreferrer">
                <ChannelIcon channel={channel} />
                <span className={styles.name}>{t(`channels.${channel}`)}</span>
                <span className="visually-hidden">{`(${t('common.opensInNewTab')})`}</span>
                <ChevronRightIcon size={20} className={styles.chevron} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Overlay>
  );
}
