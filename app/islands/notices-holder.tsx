/**
 * The notices' holder on a content page: one React root of its own, made when a part of the page
 * that raises notices comes alive (the quote dialog, the /contact form). One only: a second holder
 * would show each notice twice.
 */
import { LazyToaster } from "../components/layout/lazy-toaster";
import { rootAtEndOfPage } from "./hydrate";

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  rootAtEndOfPage("notices-root").render(<LazyToaster />);
}
