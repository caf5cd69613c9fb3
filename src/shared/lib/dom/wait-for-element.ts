/** Resolves with the element of this id as soon as it is in the document, or null after `timeoutMs`. */
export function waitForElement(id: string, timeoutMs: number, root: Document = document): Promise<HTMLElement | null> {
  const existing = root.getElementById(id);
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = root.getElementById(id);
      if (found) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(found);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe(root.body, { childList: true, subtree: true });
  });
}
