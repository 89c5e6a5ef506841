import { Island } from "../island";
import { QuoteForm, type QuoteFormProps } from "./quote-form";

/** The start of the form's element ids, which its island is hydrated with (from its props). */
const QUOTE_FORM_ID = "quote";

/**
 * The quote form on a page (/contact, /pricing/estimate), an island of that content page: the server
 * renders the form, and its code (the form, the photo picker, the upload, and after them the schema)
 * loads when the visitor first uses it (app/islands/contact-form.tsx), not with the page.
 */
export function QuoteFormIsland(props: Omit<QuoteFormProps, "idPrefix" | "onSuccess">) {
  const formProps: QuoteFormProps = { ...props, idPrefix: QUOTE_FORM_ID };
  return (
    <Island name="quote-form" props={formProps}>
      <QuoteForm {...formProps} />
    </Island>
  );
}
