// The server draws every page; the scripts only make it interactive. On a phone's network they would
// share the bandwidth with what the first screen shows, so they start once it is painted and its main
// picture (the one marked fetchpriority="high") has come, or after 2.5 s at the latest.
// A classic script (the CSP allows no inline one): scripts/scripts-after-first-screen.vite.ts puts it
// in index.html with the entry and its static imports as data attributes.
(function () {
  var self = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (self.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = self.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var picture = document.querySelector('#root img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener('load', afterPaint);
    picture.addEventListener('error', start);
  } else {
    afterPaint();
  }
  // A tab opened in the background paints no frame: the scripts still start.
  setTimeout(start, 2500);
})();
