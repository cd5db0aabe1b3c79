// Starts the app on a server-rendered page once its first screen has painted (issue 19,
// decision 0048). The page already shows the banner and the first games; on a phone's network
// the app's JavaScript (about 120 KiB) would share the connection with the images the first
// screen is judged by, so it is asked for after them: after each leading image
// (fetchpriority=high) has loaded or failed, and a frame has painted it; 3 s at most.
// A plain, classic file: the CSP allows scripts from this origin only, and it runs before any
// module. `data-entry` names the app's entry module, `data-preload` its static imports; the
// page's held-back stylesheets (its font faces) are switched on at the same moment.
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.dataset.entry;
  const preloads = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The page's font faces, held back so as not to compete with the first screen.
    for (const style of document.querySelectorAll('style[data-after-first-screen]'))
      style.media = 'all';
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A frame, then a task: the images are on screen (a hidden tab gets no frames: the cap).
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3000);
  const waiting = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  if (waiting.length === 0) {
    afterPaint();
    return;
  }
  let left = waiting.length;
  const done = () => {
    left -= 1;
    if (left === 0) afterPaint();
  };
  for (const img of waiting) {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
})();
