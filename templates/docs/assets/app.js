// Behaviour of the docs site: search, navigation on small screens, the current-operation marker
// and copy buttons. Plain script, no dependencies, no network: the page must work from file://.
(function () {
  'use strict';

  var sidebar = document.getElementById('sidebar');
  var toggle = document.querySelector('.nav-toggle');
  var searchInput = document.getElementById('search');
  var searchStatus = document.getElementById('search-status');
  var guideLinks = document.querySelector('.nav-guides');
  var navGroups = Array.prototype.slice.call(document.querySelectorAll('.nav-group'));
  var navItems = {};
  Array.prototype.forEach.call(document.querySelectorAll('li[data-op]'), function (item) {
    navItems[item.getAttribute('data-op')] = item;
  });

  // The index is JSON in a non-executable <script>: [{ id, text }], text already lower-cased.
  var indexElement = document.getElementById('search-index');
  var entries = indexElement ? JSON.parse(indexElement.textContent || '[]') : [];

  function setNavOpen(open) {
    document.body.classList.toggle('nav-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Hide navigation' : 'Show navigation');
  }

  // Every whitespace-separated term must occur in the operation's name, client method, path or summary.
  function applySearch() {
    var query = searchInput.value.trim().toLowerCase();
    var terms = query.split(/\s+/).filter(Boolean);
    var shown = 0;
    entries.forEach(function (entry) {
      var item = navItems[entry.id];
      if (!item) return;
      var visible = terms.every(function (term) { return entry.text.indexOf(term) !== -1; });
      item.hidden = !visible;
      if (visible) shown += 1;
    });
    navGroups.forEach(function (group) {
      group.hidden = group.querySelector('li[data-op]:not([hidden])') === null;
    });
    guideLinks.hidden = terms.length > 0;
    if (terms.length === 0) searchStatus.textContent = '';
    else if (shown === 0) searchStatus.textContent = 'No operation matches “' + searchInput.value.trim() + '”.';
    else searchStatus.textContent = shown + (shown === 1 ? ' operation matches.' : ' operations match.');
    if (terms.length > 0 && !document.body.classList.contains('nav-open') && window.matchMedia('(max-width: 860px)').matches) {
      setNavOpen(true);
    }
  }

  // Mark the operation named by the URL fragment in the sidebar and keep it visible there.
  function markCurrent() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    Array.prototype.forEach.call(sidebar.querySelectorAll('[aria-current]'), function (link) {
      link.removeAttribute('aria-current');
    });
    var item = navItems[id];
    var link = item ? item.querySelector('a') : sidebar.querySelector('a[href="#' + CSS.escape(id) + '"]');
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    var top = link.offsetTop - sidebar.offsetTop;
    if (top < sidebar.scrollTop || top > sidebar.scrollTop + sidebar.clientHeight - 40) {
      sidebar.scrollTop = Math.max(0, top - sidebar.clientHeight / 3);
    }
  }

  // navigator.clipboard needs a secure context; the textarea fallback covers the rest.
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var buffer = document.createElement('textarea');
      buffer.className = 'clipboard-buffer';
      buffer.value = text;
      buffer.setAttribute('readonly', '');
      document.body.appendChild(buffer);
      buffer.select();
      var copied = false;
      try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
      document.body.removeChild(buffer);
      if (copied) resolve(); else reject(new Error('copy failed'));
    });
  }

  function onCopyClick(button) {
    var code = button.closest('figure').querySelector('pre code');
    var label = button.textContent;
    copyText(code.textContent).then(
      function () { button.textContent = 'Copied'; },
      function () { button.textContent = 'Press Ctrl+C'; selectContents(code); }
    ).then(function () {
      window.setTimeout(function () { button.textContent = label; }, 1600);
    });
  }

  function selectContents(element) {
    var range = document.createRange();
    range.selectNodeContents(element);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  toggle.addEventListener('click', function () {
    setNavOpen(!document.body.classList.contains('nav-open'));
  });
  sidebar.addEventListener('click', function (event) {
    if (event.target.closest('a')) setNavOpen(false);
  });
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button.copy');
    if (button) onCopyClick(button);
  });
  searchInput.addEventListener('input', applySearch);
  searchInput.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      searchInput.value = '';
      applySearch();
    }
  });
  document.addEventListener('keydown', function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
    if (event.key === '/' && !typing) {
      event.preventDefault();
      searchInput.focus();
    }
  });
  window.addEventListener('hashchange', markCurrent);
  markCurrent();
  if (searchInput.value) applySearch();
})();
