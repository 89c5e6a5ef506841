/**
 * The notices' holder on a content page: one React root of its own, made when a part of the page
 * that raises notices comes alive (the quote dialog, the /contact form). One only: a second holder
 * would show each notice twice.
 */
import { createRoot } from "react-dom/client";
import { LazyToaster } from "../components/layout/lazy-toaster";

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  container.id = "notices-root";
  document.body.append(container);
  createRoot(container).render(<LazyToaster />);
}
