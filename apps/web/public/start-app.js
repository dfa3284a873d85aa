// Starts the app after the document's first screen is painted (docs/decisions/0041-first-screen-in-the-document.md):
// the server puts this script in place of the app's module script in a page that already shows
// its first screen, so the first paint waits for the stylesheet alone, not for the app's modules
// to download and run. The entry's address is this script's `data-entry`. A separate same-origin
// file rather than inline code: the server's CSP allows 'self' scripts only.
(function () {
  var current = document.currentScript;
  var entry = current && current.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
