// Behaviour of the docs site: search (sidebar filter and a results panel), navigation on small
// screens, the sidebar following what is on screen, the theme toggle and copy buttons.
// Plain script, no dependencies, no network: the page must work from file://.
(function () {
  'use strict';

  var sidebar = document.getElementById('sidebar');
  var toggle = document.querySelector('.nav-toggle');
  var themeToggle = document.querySelector('.theme-toggle');
  var topbar = document.querySelector('.topbar');
  var searchInput = document.getElementById('search');
  var searchStatus = document.getElementById('search-status');
  var resultsList = document.getElementById('search-results');
  var guideLinks = document.querySelector('.nav-guides');
  var navGroups = Array.prototype.slice.call(document.querySelectorAll('.nav-group'));
  // Each operation's sidebar item, and the position of its group in navGroups.
  var navItems = {};
  var groupOf = {};
  navGroups.forEach(function (group, position) {
    Array.prototype.forEach.call(group.querySelectorAll('li[data-op]'), function (item) {
      navItems[item.getAttribute('data-op')] = item;
      groupOf[item.getAttribute('data-op')] = position;
    });
  });
  var MAX_RESULTS = 50;

  // The index is JSON in a non-executable <script>:
  // [{ id, text, method, path, summary, call, group }], text already lower-cased.
  var indexElement = document.getElementById('search-index');
  var entries = indexElement ? JSON.parse(indexElement.textContent || '[]') : [];

  function setNavOpen(open) {
    document.body.classList.toggle('nav-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Hide navigation' : 'Show navigation');
    if (open) keepCurrentVisible();
  }

  // ---- Search: every whitespace-separated term must occur in the name, client method, path or summary.

  function searchTerms() {
    return searchInput.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  }

  function applySearch() {
    var terms = searchTerms();
    var matches = [];
    var groupShown = navGroups.map(function () { return false; });
    // Only what changes is touched: on a large API every change restyles thousands of items.
    entries.forEach(function (entry) {
      var visible = terms.every(function (term) { return entry.text.indexOf(term) !== -1; });
      var item = navItems[entry.id];
      if (item && item.hidden === visible) item.hidden = !visible;
      if (item && visible) groupShown[groupOf[entry.id]] = true;
      if (visible) matches.push(entry);
    });
    navGroups.forEach(function (group, position) {
      if (group.hidden === groupShown[position]) group.hidden = !groupShown[position];
    });
    guideLinks.hidden = terms.length > 0;
    var shown = matches.length;
    if (terms.length === 0) searchStatus.textContent = '';
    else if (shown === 0) searchStatus.textContent = 'No operation matches “' + searchInput.value.trim() + '”.';
    else searchStatus.textContent = shown + (shown === 1 ? ' operation matches.' : ' operations match.');
    renderResults(terms.length > 0 ? matches : null, terms);
  }

  // Appends `text` to `parent` with each search term wrapped in <mark>; text nodes only, never HTML.
  function appendMarked(parent, text, terms) {
    var lower = text.toLowerCase();
    var position = 0;
    while (position < text.length) {
      var next = -1;
      var length = 0;
      terms.forEach(function (term) {
        var at = lower.indexOf(term, position);
        if (at !== -1 && (next === -1 || at < next || (at === next && term.length > length))) { next = at; length = term.length; }
      });
      if (next === -1) break;
      if (next > position) parent.appendChild(document.createTextNode(text.slice(position, next)));
      var mark = document.createElement('mark');
      mark.textContent = text.slice(next, next + length);
      parent.appendChild(mark);
      position = next + length;
    }
    if (position < text.length) parent.appendChild(document.createTextNode(text.slice(position)));
  }

  function element(tag, className, text, terms) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) appendMarked(node, text, terms);
    return node;
  }

  function renderResults(matches, terms) {
    resultsList.textContent = '';
    if (!matches) return closeResults();
    matches.slice(0, MAX_RESULTS).forEach(function (entry, position) {
      var item = element('li');
      item.id = 'search-result-' + position;
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', 'false');
      item.setAttribute('data-result', entry.id);
      var link = element('a');
      link.href = '#' + entry.id;
      link.appendChild(element('span', 'method method-' + entry.method.toLowerCase(), entry.method, []));
      link.appendChild(element('span', 'result-summary', entry.summary || entry.id, terms));
      link.appendChild(element('code', 'result-path', entry.path, terms));
      link.appendChild(element('code', 'result-call', entry.call, terms));
      item.appendChild(link);
      resultsList.appendChild(item);
    });
    if (matches.length === 0) resultsList.appendChild(element('li', 'result-more', 'No operation matches.', []));
    else if (matches.length > MAX_RESULTS) {
      resultsList.appendChild(element('li', 'result-more', (matches.length - MAX_RESULTS) + ' more in the sidebar: refine the search to see them here.', []));
    }
    resultsList.hidden = false;
    searchInput.setAttribute('aria-expanded', 'true');
    searchInput.removeAttribute('aria-activedescendant');
  }

  function closeResults() {
    resultsList.hidden = true;
    searchInput.setAttribute('aria-expanded', 'false');
    searchInput.removeAttribute('aria-activedescendant');
  }

  function moveSelection(step) {
    var options = Array.prototype.slice.call(resultsList.querySelectorAll('[role="option"]'));
    if (options.length === 0) return;
    var current = options.findIndex(function (option) { return option.getAttribute('aria-selected') === 'true'; });
    var next = current === -1 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length;
    options.forEach(function (option, position) { option.setAttribute('aria-selected', String(position === next)); });
    searchInput.setAttribute('aria-activedescendant', options[next].id);
    options[next].scrollIntoView({ block: 'nearest' });
  }

  function openSelected() {
    var chosen = resultsList.querySelector('[aria-selected="true"] a') || resultsList.querySelector('[role="option"] a');
    if (!chosen) return;
    closeResults();
    window.location.hash = chosen.getAttribute('href');
  }

  // ---- The sidebar follows navigation: the link of what is at the top of the page is current.

  var targets = [];
  Array.prototype.forEach.call(sidebar.querySelectorAll('a[href^="#"]'), function (link) {
    var target = document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    if (target) targets.push({ element: target, link: link });
  });
  targets.sort(function (a, b) {
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });

  function setCurrent(link) {
    var previous = sidebar.querySelector('[aria-current]');
    if (previous === link) return;
    if (previous) previous.removeAttribute('aria-current');
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    keepCurrentVisible();
  }

  // Scrolls the sidebar (never the page) so the current link sits in its upper third.
  function keepCurrentVisible() {
    var link = sidebar.querySelector('[aria-current]');
    if (!link || sidebar.clientHeight === 0 || link.offsetParent === null) return;
    var box = sidebar.getBoundingClientRect();
    var place = link.getBoundingClientRect();
    if (place.top < box.top + 8 || place.bottom > box.bottom - 8) {
      sidebar.scrollTop += place.top - box.top - sidebar.clientHeight / 3;
    }
  }

  // The last section whose top has passed under the top bar (binary search: targets are in page order).
  function followScroll() {
    var line = topbar.getBoundingClientRect().bottom + 24;
    var low = 0;
    var high = targets.length - 1;
    var found = -1;
    while (low <= high) {
      var middle = (low + high) >> 1;
      if (targets[middle].element.getBoundingClientRect().top <= line) { found = middle; low = middle + 1; } else high = middle - 1;
    }
    // At the end of the page the last sections can never reach the top: a linked one that is on
    // screen stays current there.
    var atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    var linked = hashTarget();
    if (atEnd && linked && linked.element.getBoundingClientRect().top < window.innerHeight) {
      setCurrent(linked.link);
      return;
    }
    setCurrent(found === -1 ? null : targets[found].link);
  }

  function hashTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return null;
    for (var position = 0; position < targets.length; position++) {
      if (targets[position].element.id === id) return targets[position];
    }
    return null;
  }

  function followHash() {
    var linked = hashTarget();
    if (!linked) return followScroll();
    setCurrent(linked.link);
    settleOn(linked.element);
  }

  // Sections off screen are laid out only when scrolled near (content-visibility in style.css):
  // a jump to a section, or Back restoring a position, counts those above it at an estimated
  // height, and drawing them a frame later can move it off its place. Until it has stayed in
  // place for a few frames, jump again; the reader scrolling or typing ends this at once. The
  // last sections of a page, which can never reach the top, count as in place at its end.
  var settling = null;
  function settleOn(target) {
    var token = settling = {};
    var steady = 0;
    var frames = 0;
    function check() {
      if (settling !== token) return;
      var place = parseFloat(window.getComputedStyle(target).scrollMarginTop) || 0;
      var atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (atEnd || Math.abs(target.getBoundingClientRect().top - place) <= 1) steady++;
      else {
        steady = 0;
        target.scrollIntoView();
      }
      if (steady < 3 && ++frames < 60) window.requestAnimationFrame(check);
    }
    window.requestAnimationFrame(check);
  }
  ['wheel', 'touchstart', 'mousedown', 'keydown'].forEach(function (type) {
    window.addEventListener(type, function () { settling = null; }, { passive: true });
  });

  var scrollQueued = false;
  window.addEventListener('scroll', function () {
    if (scrollQueued) return;
    scrollQueued = true;
    window.requestAnimationFrame(function () { scrollQueued = false; followScroll(); });
  }, { passive: true });

  // ---- Theme: follows prefers-color-scheme until the reader picks one (theme.js applies it early).

  var darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
  function isDark() {
    var chosen = document.documentElement.getAttribute('data-theme');
    return chosen ? chosen === 'dark' : darkQuery.matches;
  }
  function showTheme() {
    var dark = isDark();
    themeToggle.setAttribute('aria-pressed', String(dark));
    themeToggle.setAttribute('aria-label', dark ? 'Use the light theme' : 'Use the dark theme');
  }
  themeToggle.addEventListener('click', function () {
    var theme = isDark() ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', theme);
    try { window.localStorage.setItem('sdkgen-docs-theme', theme); } catch (error) { /* the choice lasts for this page only */ }
    showTheme();
  });
  if (darkQuery.addEventListener) darkQuery.addEventListener('change', showTheme);

  // ---- Copy buttons: navigator.clipboard needs a secure context; the textarea fallback covers the rest.

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

  function selectContents(target) {
    var range = document.createRange();
    range.selectNodeContents(target);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  // ---- Wiring.

  toggle.addEventListener('click', function () {
    setNavOpen(!document.body.classList.contains('nav-open'));
  });
  sidebar.addEventListener('click', function (event) {
    if (event.target.closest('a')) setNavOpen(false);
  });
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button.copy');
    if (button) onCopyClick(button);
    if (event.target.closest('#search-results a')) closeResults();
    else if (!event.target.closest('.search')) closeResults();
  });
  searchInput.addEventListener('input', applySearch);
  searchInput.addEventListener('focus', function () {
    if (searchTerms().length > 0) applySearch();
  });
  searchInput.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      searchInput.value = '';
      applySearch();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveSelection(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openSelected();
    }
  });
  document.addEventListener('keydown', function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
    if (event.key === '/' && !typing) {
      event.preventDefault();
      searchInput.focus();
    }
  });
  window.addEventListener('hashchange', followHash);
  window.addEventListener('popstate', followHash);
  showTheme();
  followHash();
  if (searchInput.value) applySearch();
})();
