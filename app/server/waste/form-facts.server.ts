import { business } from "../../content/business";
import { wasteKind } from "../../content/waste";
import { londonInstant } from "../../kernel/uk-time";
import type { StaffIdentity } from "../staff-context.server";
import type { NoteFacts, Payment } from "./note-facts.server";
import { usualSiteId } from "./pages/complete-state.server";
import type { CompleteForm } from "./pages/forms.server";
import { NOTHING_TAKEN } from "./views/complete-fields";

/*
 * The note's facts as the completion and correction forms give them, and each of checkNoteFacts's
 * problems put back at the form's field it came from.
 */

/** The form's fields by the facts' paths, so each of checkNoteFacts's messages lands at its field. */
export function fieldOf(path: string, form: CompleteForm): string {
  const line = /^lines\.(\d+)\.(\w+)/.exec(path);
  if (line) {
    const row = form.rows[Number(line[1])]?.row ?? 0;
    return `line-${row}-${line[2]}`;
  }
  if (path === "lines") return "line-0-wasteId";
  const map: Record<string, string> = {
    customerName: "customerName",
    "customer.businessName": "businessName",
    "customer.sicCode": "sicCode",
    "customer.hierarchyDeclared": "hierarchy",
    transferredAt: "transferTime",
    "signature.name": "signatureName",
    "signature.confirmed": "confirmed",
    "signature.reason": "reason",
    "signature.png": "signaturePng",
    "payment.pence": "payment",
    "payment.method": "paymentMethod",
  };
  return map[path] ?? "form";
}

/** The note's facts from the form as read; the transfer time is on `day` (a London date). */
export function factsOf(form: CompleteForm, staff: StaffIdentity, day: string): NoteFacts {
  return {
    customerName: form.customerName,
    customer:
      form.role === "business"
        ? { role: "business", businessName: form.businessName, sicCode: form.sicCode, hierarchyDeclared: form.hierarchy as true }
        : { role: "householder" },
    lines: form.rows.map((row) => ({
      wasteId: row.wasteId,
      description: row.description.trim() || (wasteKind(row.wasteId)?.description ?? ""),
      vanPercent: row.vanPercent,
      weightKg: row.weightKg,
      containment: row.containment as "loose",
      containmentText: row.containmentText || null,
      siteId: row.siteId || usualSiteId(row.wasteId),
    })),
    transferredAt: londonInstant(day, form.transferTime),
    // The note is the customer's to keep: a member of staff without a name is printed as the business, never by their email.
    crew: { id: staff.id, name: staff.name || business.name },
    signature:
      form.present === "not-present"
        ? { kind: "not-present", reason: form.reason }
        : { kind: "signed", name: form.signatureName, confirmed: form.confirmed as true, png: form.signaturePng },
  };
}

/** The payment as the form gives it: the job's sales record ("Nothing taken" records none, whatever the amount box says). */
export const paymentOf = (form: CompleteForm): Payment =>
  form.paymentMethod === NOTHING_TAKEN
    ? { pence: 0, method: null }
    : { pence: form.pence, method: (form.paymentMethod || null) as "cash" | null };
