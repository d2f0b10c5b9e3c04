// A small seeded generator, so the "new" and the large database get the very same present month
// and a run can be repeated.
export function seeded(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  /** One of `weighted`'s keys, each as likely as its weight. */
  const weighted = (weights) => {
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    let r = next() * total;
    for (const [key, w] of Object.entries(weights)) if ((r -= w) < 0) return key;
    return Object.keys(weights)[0];
  };
  return { next, int, pick, weighted };
}
