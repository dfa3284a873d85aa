// Applies the saved or system colour scheme before the first paint, so dark-mode users never see
// a white flash. A separate same-origin file rather than inline code: the server's CSP allows
// 'self' scripts only. Mirrors src/features/theme/theme-preference.ts (key 'theme').
(function () {
  try {
    var saved = window.localStorage.getItem('theme');
    var dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage or matchMedia unavailable: the app applies the theme once it starts.
  }
})();
