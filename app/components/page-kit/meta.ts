import { business } from "../../content/business";

/** A staff page's <title>: "Waste register · Staff · Clearwell Waste Clearance". */
export const staffTitle = (title: string) => [{ title: `${title} · Staff · ${business.name}` }];
