/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/**
 * The web app's service worker (issue 19 item 6, docs/decisions/0045-offline-shell.md), served
 * as /m/sw.js with scope /m/.
 *
 * - The app shell (shell.html, a copy of index.html; the entry's JS and CSS, the language catalogues' first parts,
 *   the Khmer font, the icons and the offline screen) is precached, so a repeat visit paints
 *   without the network (`self.__WB_MANIFEST`, filled in at build time: apps/web/pwa-shell.ts).
 * - Navigations go to the network first (the server may render the page's HTML); only when
 *   there is no answer within `navigationTimeoutSeconds`, or none at all, does the precached
 *   shell answer, and the app shows its offline screen. Pages' HTML is never stored.
 * - Nothing else has a route: API calls (/wps, /lgw, /lotto, /psp, /chat, /__dev), the operator
 *   console (/ops, outside the scope anyway), the game launcher (/play) and /cdn files go to
 *   the network as if there were no worker. No answer of theirs is ever cached here.
 * - A new version installs in the background and waits (no skipWaiting, no clients.claim, no
 *   reload): a page open mid-game keeps the worker and the precached shell it started with (its
 *   other languages' catalogues, the offline screen), which a release has removed from the
 *   server. The new worker takes over once no page of the app is open. The release itself runs
 *   from the next visit on: navigations go to the network, whose HTML names the new files.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** How long a navigation waits for the network before the precached shell answers. */
const navigationTimeoutSeconds = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The navigation request starts while the worker boots (no extra delay for the HTML).
enableNavigationPreload();

const network = new NetworkOnly({ networkTimeoutSeconds: navigationTimeoutSeconds });

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      // Offline, or no answer in time: the precached shell (the app shows the offline screen
      // when the browser is offline, and otherwise asks for its data as usual).
      return (await matchPrecache('shell.html')) ?? Response.error();
    }
  }),
);
