/**
 * The notices' holder on a content page: one React root of its own, made when a part of the page
 * that raises notices comes alive (the quote dialog, the /contact form). One only: a second holder
 * would show each notice twice. The toaster's code loads with the first notice (app/lib/notify.ts).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested } from "../lib/notify";
import { rootAtEndOfPage } from "./hydrate";

const Toaster = lazy(() => import("../components/notices/toaster"));

function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  rootAtEndOfPage("notices-root").render(<LazyToaster />);
}
