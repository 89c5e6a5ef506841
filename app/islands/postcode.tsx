/**
 * The postcode checker on a content page, hydrated when the visitor first uses it: the props the
 * server rendered it with come from the data block beside it, so React finds exactly its own markup.
 * A postcode typed while the code loaded is answered at once.
 */
import { hydrateRoot } from "react-dom/client";
import { PostcodeChecker, type PostcodeCheckerProps } from "../components/coverage/postcode-checker";

/** Hydrates the checker; resolves once React has taken the form over (two frames on). */
export function hydratePostcodeChecker(island: HTMLElement): Promise<void> {
  const data = island.previousElementSibling;
  let props: PostcodeCheckerProps = {};
  try {
    if (data instanceof HTMLScriptElement && data.type === "application/json")
      props = JSON.parse(data.textContent ?? "{}") as PostcodeCheckerProps;
  } catch {
    props = {};
  }
  hydrateRoot(island, <PostcodeChecker {...props} />);
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // React hears input from now on; what was typed before it came is checked now.
        const input = island.querySelector<HTMLInputElement>('input[name="postcode"]');
        if (input?.value) input.dispatchEvent(new Event("input", { bubbles: true }));
        resolve();
      }),
    ),
  );
}
