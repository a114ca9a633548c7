/**
 * Bounded string distance and "closest titles" suggestions. Both are built to stay fast on
 * hostile input: the distance stops as soon as it must exceed its bound, and suggestions first
 * pick keys sharing the most letter pairs (an index lookup) before measuring distances.
 */

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), or max + 1 as
 * soon as the distance is known to exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (!n) return m;
  if (!m) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[m]!, max + 1);
}

const pairIndexes = new WeakMap<readonly string[], Map<string, number[]>>();

/** Letter pairs of a key ("troll" → tr, ro, ol, ll). */
function pairs(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < key.length; i++) out.push(key.slice(i, i + 2));
  return out;
}

function pairIndex(keys: readonly string[]): Map<string, number[]> {
  let index = pairIndexes.get(keys);
  if (!index) {
    index = new Map();
    keys.forEach((k, i) => {
      for (const p of new Set(pairs(k))) {
        const list = index!.get(p);
        if (list) list.push(i);
        else index!.set(p, [i]);
      }
    });
    pairIndexes.set(keys, index);
  }
  return index;
}

/** The `count` keys closest to `key`: the 30 sharing most letter pairs, then by distance. */
export function closestKeys(key: string, keys: readonly string[], count: number): string[] {
  // Long garbage gets suggestions from its start only: the work stays bounded.
  const probe = key.slice(0, 40);
  if (probe.length < 3) return []; // too short to resemble anything in particular
  const index = pairIndex(keys);
  const shared = new Map<number, number>();
  for (const p of new Set(pairs(probe))) for (const i of index.get(p) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const scored = [...shared].map(([i, n]) => ({ key: keys[i]!, score: (2 * n) / (probe.length - 1 + keys[i]!.length - 1) }));
  scored.sort((x, y) => y.score - x.score || x.key.localeCompare(y.key));
  const pool = scored.slice(0, 30).map((s) => s.key);
  if (pool.length < count) for (const k of keys) if (pool.length < count && !pool.includes(k)) pool.push(k);
  const limit = Math.max(probe.length, 30);
  return pool
    .map((k) => ({ k, d: boundedDistance(probe, k, limit) }))
    .sort((x, y) => x.d - y.d || x.k.localeCompare(y.k))
    .slice(0, count)
    .map((r) => r.k);
}
