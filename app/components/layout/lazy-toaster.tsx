import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested } from "../../lib/notify";

const Toaster = lazy(() => import("../notices/toaster"));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
