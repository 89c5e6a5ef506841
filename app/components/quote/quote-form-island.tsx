import { Island } from "../island";
import type { QuoteForm, QuoteFormProps } from "./quote-form";

let serverForm: typeof QuoteForm | undefined;

/**
 * The server renders the form at once; its entry (entry.server.tsx) hands it over here. A static
 * import in this file would put the form's code into the browser build of every route module that
 * shows the form (the bundler keeps modules imported for their side effects, as lucide's icons are).
 */
export function renderQuoteFormOnServerWith(form: typeof QuoteForm): void {
  serverForm = form;
}

/** The start of the form's element ids, which its island is hydrated with (from its props). */
const QUOTE_FORM_ID = "quote";

/**
 * The quote form on a page (/contact, /pricing/estimate), an island of that content page: the server
 * renders the form, and its code (the form, the photo picker, the upload, and after them the schema)
 * loads when the visitor first uses it (app/islands/contact-form.tsx), not with the page. Only the
 * server renders this component: no page hydrates.
 */
export function QuoteFormIsland(props: Omit<QuoteFormProps, "idPrefix" | "onSuccess">) {
  if (!serverForm) throw new Error("The server's entry must call renderQuoteFormOnServerWith(QuoteForm).");
  const Form = serverForm;
  const formProps: QuoteFormProps = { ...props, idPrefix: QUOTE_FORM_ID };
  return (
    <Island name="quote-form" props={formProps}>
      <Form {...formProps} />
    </Island>
  );
}
