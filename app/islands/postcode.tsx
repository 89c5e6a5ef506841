/**
 * The postcode checker on a content page, hydrated when the visitor first uses it, with the props
 * the server rendered it with. On the result page (/areas/check), which shows an answer, its working
 * part comes first, as the server had it. A postcode typed while the code loaded is answered at once.
 */
import { PostcodeChecker, type PostcodeCheckerProps } from "../components/coverage/postcode-checker";
import { hydrateIsland, islandProps } from "./hydrate";

export async function hydratePostcodeChecker(island: HTMLElement): Promise<void> {
  const props = islandProps<PostcodeCheckerProps>(island);
  const live = props.initial ? await import("../components/coverage/coverage-live") : undefined;
  await hydrateIsland(island, <PostcodeChecker {...props} live={live} />);
  // React hears input from now on; what was typed before it came is checked now.
  const input = island.querySelector<HTMLInputElement>('input[name="postcode"]');
  if (input?.value) input.dispatchEvent(new Event("input", { bubbles: true }));
}
