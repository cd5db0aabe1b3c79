// Starts the app on a server-rendered page once the first screen has painted: after each
// leading image (fetchpriority=high) has loaded or failed, then a frame; 3 s at most. Until the
// app takes the page over it is inert. Why and how: docs/decisions/0048.
// A module of its own (vite.config.ts: a second input), so it is minified and hashed; the
// server puts it in place of the entry script (entry-server.tsx).
(() => {
  const me = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = me?.dataset.entry;
  if (!me || !entry) return;
  const root = document.getElementById('root');
  if (root?.firstElementChild) root.inert = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preload = (rel: string, href: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    };
    // The app's modules, and the language's font files: the app adds the faces once both are
    // in (khmer-font.ts), so the page is laid out again once for them.
    for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean))
      preload('modulepreload', href);
    for (const href of (me.dataset.fonts ?? '').split(' ').filter(Boolean))
      preload('preload', href, 'font');
    const runEntry = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      // Not loaded (offline, a failed deploy): back to plain HTML, whose links and forms work.
      script.onerror = () => {
        if (root) root.inert = false;
      };
      document.head.append(script);
    };
    // React DOM evaluated first (start-framework.ts), then a task later the entry, whose file
    // is already on its way (preloaded above).
    const framework = me.dataset.framework;
    if (framework)
      import(/* @vite-ignore */ framework).then(() => setTimeout(runEntry, 0), runEntry);
    else runEntry();
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3000);
  const waiting = [
    ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ].filter((img) => !img.complete);
  let left = waiting.length;
  if (left === 0) afterPaint();
  const done = () => {
    if (--left === 0) afterPaint();
  };
  for (const img of waiting) {
    img.addEventListener('load', done);
    img.addEventListener('error', done);
  }
})();

export {};
