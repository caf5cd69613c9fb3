/**
 * The intake formatter of spec section 5: split on commas or slashes, cut each part to its first 3 letters, join
 * with commas. "September, January/May" → "Sep,Jan,May".
 */
export function formatIntake(input: string): string {
  return input
    .split(/[,/]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => part.slice(0, 3))
    .join(',');
}
