/**
 * The postcode checker on a content page, hydrated when the visitor first uses it: the props the
 * server rendered it with come from the data block beside it, so React finds exactly its own markup.
 * A postcode typed while the code loaded is answered at once.
 */
import { hydrateRoot } from "react-dom/client";
import { PostcodeChecker, type PostcodeCheckerProps } from "../components/coverage/postcode-checker";

export function hydratePostcodeChecker(island: HTMLElement): void {
  const data = island.previousElementSibling;
  let props: PostcodeCheckerProps = {};
  try {
    if (data instanceof HTMLScriptElement && data.type === "application/json")
      props = JSON.parse(data.textContent ?? "{}") as PostcodeCheckerProps;
  } catch {
    props = {};
  }
  hydrateRoot(island, <PostcodeChecker {...props} />);
  // React hears input from now on; what was typed before it came is checked now.
  requestAnimationFrame(() => {
    const input = island.querySelector<HTMLInputElement>('input[name="postcode"]');
    if (input?.value) input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
