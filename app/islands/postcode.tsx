/**
 * The postcode checker on a content page, hydrated when the visitor first uses it, with the props
 * the server rendered it with. A postcode typed while the code loaded is answered at once.
 */
import { PostcodeChecker, type PostcodeCheckerProps } from "../components/coverage/postcode-checker";
import { hydrateIsland, islandProps } from "./hydrate";

export async function hydratePostcodeChecker(island: HTMLElement): Promise<void> {
  await hydrateIsland(island, <PostcodeChecker {...islandProps<PostcodeCheckerProps>(island, {})} />);
  // React hears input from now on; what was typed before it came is checked now.
  const input = island.querySelector<HTMLInputElement>('input[name="postcode"]');
  if (input?.value) input.dispatchEvent(new Event("input", { bubbles: true }));
}
