/** "840 KB", "3.2 MB": file sizes as people read them (1 MB = 1024 KB; anything under 1 KB reads "1 KB"). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
