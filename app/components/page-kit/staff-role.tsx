import { createContext, useContext, type ReactNode } from "react";
import { roleMayOpen } from "../../staff-pages";
import type { StaffRole } from "../../staff-roles";

/**
 * The signed-in member of staff's role, for the pages' views (decision 39): the signed-in layout
 * provides it, so a view links only to pages the role may open. Unset (a view drawn alone, as in its
 * unit test), every link shows.
 */
export const StaffRoleContext = createContext<StaffRole | undefined>(undefined);

/** Its children only when the signed-in role may open `href` (app/staff-pages.ts): no link that would be refused. */
export function IfMayOpen({ href, children }: { href: string; children: ReactNode }) {
  const role = useContext(StaffRoleContext);
  return role === undefined || roleMayOpen(role, href) ? <>{children}</> : null;
}
