/** Edit distance between texts: OCR's dropped, added and changed letters. */

/** Levenshtein distance, given up past `max` (max + 1 then). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(d);
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}
