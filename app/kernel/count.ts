/** "1 quote", "2 quotes", "0 quotes": a count with its noun (the plural given when it is not the noun + s). */
export const counted = (n: number, singular: string, plural = `${singular}s`) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? singular : plural}`;
