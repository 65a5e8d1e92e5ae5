// Copy buttons for code blocks: a progressive enhancement (the page works without it).
// Copies the code readers see, without the availability notes shown inside it.
for (const button of document.querySelectorAll('figure.code-block button.copy-code')) {
  const code = button.parentElement.querySelector('pre code');
  if (!code || !navigator.clipboard) continue;
  button.hidden = false;
  const label = button.textContent;
  button.addEventListener('click', async () => {
    const copy = code.cloneNode(true);
    for (const note of copy.querySelectorAll('.api-popover')) note.remove();
    try {
      await navigator.clipboard.writeText(copy.textContent);
      button.textContent = button.dataset.copied || label;
    } catch {
      button.textContent = label;
    }
    setTimeout(() => {
      button.textContent = label;
    }, 2000);
  });
}

// API popovers: the page works without this (CSS opens them on hover and focus inside the block). Here a
// popover is lifted above the page (position: fixed, so the block's scrolling edge cannot cut it), kept
// inside the viewport, opened by hover, focus or tap, kept open while the pointer is over it, and closed by
// Esc, by moving away or by tapping elsewhere (WCAG 1.4.13). Enter on a focused name opens Apple's page.
const names = document.querySelectorAll('.api');
if (names.length > 0) {
  document.documentElement.classList.add('js-api');
  const margin = 8;
  let open = null;
  let closing = 0;

  const place = (name) => {
    const popover = name.querySelector(':scope > .api-popover');
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = document.documentElement.clientHeight;
    // Never wider than the viewport (100vw would count the scroll bar).
    popover.style.maxWidth = `${Math.min(512, viewportWidth - 2 * margin)}px`;
    const anchor = name.getBoundingClientRect();
    const width = popover.offsetWidth;
    const height = popover.offsetHeight;
    let left = Math.min(anchor.left, viewportWidth - width - margin);
    left = Math.max(margin, left);
    let top = anchor.bottom + 6;
    if (top + height > viewportHeight - margin) top = anchor.top - height - 6;
    top = Math.max(margin, Math.min(top, viewportHeight - height - margin));
    popover.style.left = `${left}px`;
    popover.style.top = `${top}px`;
  };

  const close = () => {
    clearTimeout(closing);
    if (!open) return;
    open.querySelector(':scope > .api-popover').removeAttribute('data-open');
    open = null;
  };

  const show = (name) => {
    clearTimeout(closing);
    if (open === name) return;
    close();
    const popover = name.querySelector(':scope > .api-popover');
    popover.setAttribute('data-open', '');
    open = name;
    place(name);
  };

  for (const name of names) {
    name.addEventListener('mouseenter', () => show(name));
    name.addEventListener('mouseleave', () => {
      closing = setTimeout(() => {
        if (open === name && !name.contains(document.activeElement)) close();
      }, 200);
    });
    name.addEventListener('focus', () => show(name));
    // Focus moving into the popover (its link) keeps it open.
    name.addEventListener('focusout', (event) => {
      if (open === name && !name.contains(event.relatedTarget)) close();
    });
    name.addEventListener('click', () => show(name));
    name.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      const link = name.querySelector(':scope > .api-popover .api-docs');
      if (link) window.open(link.href, '_blank', 'noopener');
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) close();
  });
  document.addEventListener('click', (event) => {
    if (open && !open.contains(event.target)) close();
  });
  const follow = () => {
    if (open) place(open);
  };
  window.addEventListener('scroll', follow, { passive: true, capture: true });
  window.addEventListener('resize', follow);
}
