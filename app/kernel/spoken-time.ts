/**
 * A UK clock time as people say it. No imports: the business's content (app/content/business.ts and
 * the collection week, which plain-Node scripts load without the app's resolver) names its hours with it.
 */

/** "10:00" → "10am", "13:30" → "1:30pm", "00:00" → "12am". */
export function spokenTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, "0")}${suffix}`;
}
