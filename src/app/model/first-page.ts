// "A page is on screen": the route gate says so each time a page's own component has mounted (its chunk loaded, its
// queries asked). Work that no page needs at once (the app-wide reference lists) waits for the next page shown after
// it began, instead of competing with that page for the network and the main thread.
let shownCount = 0;
const waiting = new Set<{ after: number; resolve: () => void }>();

export function markPageShown(): void {
  shownCount += 1;
  for (const waiter of waiting) {
    if (shownCount > waiter.after) {
      waiting.delete(waiter);
      waiter.resolve();
    }
  }
}

/** How many pages have been shown so far (pass it to `whenPageShownAfter`). */
export const pagesShown = (): number => shownCount;

/** Resolves once a page is shown after the `after`-th. */
export function whenPageShownAfter(after: number): Promise<void> {
  if (shownCount > after) return Promise.resolve();
  return new Promise((resolve) => waiting.add({ after, resolve }));
}
