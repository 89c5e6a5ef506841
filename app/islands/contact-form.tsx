/**
 * The quote form of /contact (and of /pricing/estimate), hydrated when the visitor first uses it
 * (the page itself is not hydrated), from the props the server rendered it with. Until then it is
 * the server's plain form: what is typed or ticked stays (React takes the fields over as they are),
 * photos chosen meanwhile are taken in as if just chosen, a postcode typed and left meanwhile gets its
 * coverage hint as if just left, and a send pressed meanwhile waits and then goes through the form's
 * own handler (app/islands/entry.ts holds it).
 */
import { loadValidation, QuoteForm, type QuoteFormProps } from "../components/quote/quote-form";
import { hydrateIsland, islandProps } from "./hydrate";
import { mountToaster } from "./notices-holder";

export async function hydrateContactForm(island: HTMLElement): Promise<void> {
  mountToaster();
  void loadValidation().catch(() => {});
  await hydrateIsland(island, <QuoteForm {...islandProps<QuoteFormProps>(island)} />);
  for (const input of island.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (input.files?.length) input.dispatchEvent(new Event("change", { bubbles: true }));
  }
  // React's onBlur listens for focusout; a field the visitor is still in gets its own when left.
  for (const input of island.querySelectorAll<HTMLInputElement>('input[name="postcode"]')) {
    if (input.value.trim() && input !== document.activeElement) input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  }
  // After the photo picker's update has rendered.
  await new Promise((resolve) => setTimeout(resolve));
}
