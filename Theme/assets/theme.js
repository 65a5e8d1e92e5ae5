// The reader's theme: light, dark or the system's. Loaded as a classic script in <head>, before the page is
// drawn, so a page opens in the chosen theme with no flash of the other one; the choice is kept in
// localStorage and applies to every page of the site. Without JavaScript the system setting decides, and the
// switch stays hidden.
(() => {
  const key = 'puente-theme';
  const root = document.documentElement;
  const read = () => {
    try {
      const stored = localStorage.getItem(key);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  };
  const apply = (theme) => {
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  };
  apply(read());

  const wire = () => {
    for (const select of document.querySelectorAll('[data-theme-switch]')) {
      select.value = read();
      select.addEventListener('change', () => {
        const theme = select.value;
        try {
          if (theme === 'system') localStorage.removeItem(key);
          else localStorage.setItem(key, theme);
        } catch {
          // Storage refused (a private window): the choice holds for this page only.
        }
        apply(theme);
      });
      select.closest('.theme-switch')?.removeAttribute('hidden');
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();

  // Another tab changed the theme: follow it.
  addEventListener('storage', (event) => {
    if (event.key !== key) return;
    apply(read());
    for (const select of document.querySelectorAll('[data-theme-switch]')) select.value = read();
  });
})();
