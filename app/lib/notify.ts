/**
 * Notices (toasts) load on first use, not with the page. The notices' holder mounts the toaster
 * when one is first asked for (app/islands/notices-holder.tsx); notify() waits until it is mounted
 * so the first notice is not lost.
 */
export interface Notice {
  kind: "success" | "error";
  title: string;
  description: string;
}

type Listener = () => void;
let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function onToasterRequested(listener: Listener): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => listeners.delete(listener);
}

export function toasterMounted(): void {
  markReady();
}

export async function notify(notice: Notice): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  // A success replaces any earlier error notice still on screen.
  if (notice.kind === "success") toast.dismiss();
  const show = notice.kind === "success" ? toast.success : toast.error;
  show(notice.title, { description: notice.description, duration: notice.kind === "success" ? 8000 : 12000 });
}
