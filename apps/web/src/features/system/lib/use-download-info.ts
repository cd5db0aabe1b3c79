import { useMemo } from 'react';
import {
  downloadLinks,
  downloadOptions,
  shouldShowDownloadBar,
  shouldShowHeaderDownload,
} from '@/shared/lib/download-bar-rules';
import { useHydrated } from '@/shared/lib/hydration';
import { readPlatformEnv, type PlatformEnv } from '@/shared/lib/platform';
import { readFlag, storageKeys } from '@/shared/lib/storage';
import { publicAsset } from '@/shared/lib/paths';
import { resourceUrl } from '@/shared/lib/resources';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useSystemStatus } from '@/shared/api/get-status';
import { useDownloadBarStore } from './download-store';

let env: PlatformEnv | null = null;
/** The browser does not change under us; read it once. */
function platformEnv(): PlatformEnv {
  env ??= readPlatformEnv();
  return env;
}

/**
 * What a server rendering the page assumes (it cannot see an installed app or the device), and
 * what the browser assumes while hydrating that HTML; the real browser follows right after.
 */
function serverEnv(): PlatformEnv {
  return {
    userAgent: '',
    maxTouchPoints: 0,
    standalone: false,
    webClip: readFlag(storageKeys.webClip),
  };
}

/** Icon candidates: the AppDownloadIcon resource, the merchant's app icon, then the generic icon. */
export function appIconSources(
  iconResource: string | null,
  merchantCode: string | undefined,
): string[] {
  const list = [
    iconResource,
    merchantCode ? publicAsset(`icons/app-${encodeURIComponent(merchantCode)}.png`) : null,
    publicAsset('icons/icon-192.png'),
    publicAsset('icons/icon.svg'),
  ];
  return list.filter((s): s is string => Boolean(s));
}

/** Everything the download bar, popup and header button need, from status and settings. */
export function useDownloadInfo() {
  const { data: status } = useSystemStatus();
  const { data: settings } = useConsolidatedSettings();
  const dismissed = useDownloadBarStore((s) => s.dismissed);
  const dismiss = useDownloadBarStore((s) => s.dismiss);
  const hydrated = useHydrated();
  return useMemo(() => {
    const resources = status?.info.resources ?? [];
    const links = downloadLinks(resources);
    const platform = hydrated ? platformEnv() : serverEnv();
    return {
      links,
      options: downloadOptions(links, platform),
      showBar: status !== undefined && shouldShowDownloadBar({ links, env: platform, dismissed }),
      showHeaderButton: (isHome: boolean) =>
        shouldShowHeaderDownload({
          isHome,
          env: platform,
          appDownloadEnabled: settings?.promos.APP_DOWNLOAD.enabled ?? false,
          links,
        }),
      iconSources: appIconSources(
        resourceUrl(resources, 'AppDownloadIcon'),
        settings?.merchantCode,
      ),
      dismiss,
    };
  }, [status, settings, dismissed, dismiss, hydrated]);
}
