import { useId } from "react";

/** Upload progress: a bar with the percentage, announced politely as it moves. */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <div>
      <div className="flex justify-between text-sm font-medium">
        <span id={labelId}>Uploading your request</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
