import { business } from "../../content/business";

/** A staff page's whole title: "Waste register · Staff · Clearwell Waste Clearance". */
export const staffTitleText = (title: string) => `${title} · Staff · ${business.name}`;

/**
 * A staff page's <title>, from its route's `meta`. A page drawn from its action's answer alone (a
 * refused form shown again) renders `<title>{staffTitleText(…)}</title>` itself: `meta` sees only
 * the loaders' data.
 */
export const staffTitle = (title: string) => [{ title: staffTitleText(title) }];
