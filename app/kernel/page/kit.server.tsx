/** The staff pages' parts (app/components/page-kit/kit.tsx) and the server's helpers, for the pages still answered by the route tables. */
export * from "../../components/page-kit/kit";
export { parseForm, readForm, type Parsed } from "../form.server";
export { pdfResponse, plainText, redirect, refusalResponse } from "../../server/responses.server";
