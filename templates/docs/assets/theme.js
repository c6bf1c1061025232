// Applies the reader's chosen theme before the first paint, so a dark page never flashes white.
// Without a choice the page follows prefers-color-scheme (style.css); app.js runs the toggle.
(function () {
  'use strict';
  try {
    var theme = window.localStorage.getItem('sdkgen-docs-theme');
    if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
  } catch (error) {
    // Storage can be unavailable (privacy modes, some file:// setups): follow the system.
  }
})();
