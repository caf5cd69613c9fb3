// The seeded generator of the demo data: the same numbers on every run and every platform, so a seed is deterministic.

/** mulberry32: a 32-bit state, period 2^32; plenty for demo data and identical on every platform. Numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from mulberry32: floats, integers, chances, picks, weighted picks, shuffles and samples. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** A picker of keys by relative weight (weights ≤ 0 are never picked); one draw per pick. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): () => K {
    const entries = (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
    const keys = entries.map(([key]) => key);
    const cumulative: number[] = [];
    let total = 0;
    for (const [, w] of entries) cumulative.push((total += w));
    return () => {
      const roll = this.next() * total;
      let i = 0;
      while (i < keys.length - 1 && roll >= cumulative[i]) i++;
      return keys[i];
    };
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}
