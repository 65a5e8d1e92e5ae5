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
    setTimeout(() => { button.textContent = label; }, 2000);
  });
}
