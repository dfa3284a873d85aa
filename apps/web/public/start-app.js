// Starts the app after the page's first paint (docs/decisions/0041-first-screen-in-the-document.md).
// The build puts this script in place of the app's module script and module preloads
// (vite.config.ts, startAfterFirstPaint), so the first paint waits for the stylesheet alone, and
// a page holding the server's first screen shows it before any module is asked for. After that
// paint it preloads every module the first screen needs at once (`data-stages`, `data-entry`,
// `data-preloads`), runs the entry's own modules one task each (each import runs in a task of its
// own) and then the entry, so a slow phone meets several short tasks instead of one long one.
// A separate same-origin file rather than inline code: the server's CSP allows 'self' scripts
// only.
(function () {
  var current = document.currentScript;
  var entry = current && current.getAttribute('data-entry');
  if (!current || !entry) return;
  function list(name) {
    return (current.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  var stages = list('data-stages');
  var preloads = stages.concat(entry, list('data-preloads'));

  function append(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function startEntry() {
    append('script', { type: 'module', crossorigin: '', src: entry });
  }
  // A module that fails here fails again, visibly, when the entry imports it.
  function evaluate(index) {
    if (index >= stages.length) return startEntry();
    var next = function () {
      setTimeout(function () {
        evaluate(index + 1);
      }, 0);
    };
    import(stages[index]).then(next, next);
  }
  // A frame callback runs just before the next paint; a task queued from it runs after it.
  requestAnimationFrame(function () {
    setTimeout(function () {
      preloads.forEach(function (href) {
        append('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
      evaluate(0);
    }, 0);
  });
})();
