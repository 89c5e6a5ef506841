import { prefillRules, wasteKind, type ContainmentId, type WasteId } from "../../content/waste";
import type { PriceQuoteLine } from "../db/schema.server";

/** A waste line as the completion form first shows it. */
export interface PrefilledLine {
  wasteId: WasteId;
  description: string;
  vanPercent: number | null;
  weightKg: number | null;
  containment: ContainmentId;
  containmentText: null;
}

/**
 * The waste lines a booked price suggests, in the price's order: the load size as one line of mixed
 * household waste (20 03 01) with its share of the van; a sofa line as domestic seating waste
 * containing POPs (20 03 07), a fridge as 20 01 23*, and the other extra-cost items as their own
 * codes, each with an estimated weight. Items of one kind on several lines are added together.
 * Carrying charges and the office's own lines suggest nothing.
 */
export function prefillLines(priceLines: readonly Pick<PriceQuoteLine, "kind" | "itemId" | "quantity" | "position">[]): PrefilledLine[] {
  const lines: PrefilledLine[] = [];
  const counts = new Map<WasteId, { count: number; kgEach: number }>();
  let vanPercent = 0;
  for (const line of [...priceLines].sort((a, b) => a.position - b.position)) {
    if (line.kind === "load" && line.itemId && prefillRules.loadVanPercent[line.itemId] !== undefined) {
      vanPercent += prefillRules.loadVanPercent[line.itemId]! * line.quantity;
    } else if (line.kind === "surcharge" && line.itemId && prefillRules.surcharges[line.itemId]) {
      const rule = prefillRules.surcharges[line.itemId]!;
      const seen = counts.get(rule.wasteId);
      counts.set(rule.wasteId, { count: (seen?.count ?? 0) + line.quantity, kgEach: rule.kgEach });
    }
  }
  if (vanPercent > 0) {
    lines.push({
      wasteId: "mixed-household",
      description: wasteKind("mixed-household")!.description,
      vanPercent: Math.min(100, vanPercent),
      weightKg: null,
      containment: "loose",
      containmentText: null,
    });
  }
  for (const [wasteId, { count, kgEach }] of counts) {
    const kind = wasteKind(wasteId)!;
    lines.push({
      wasteId,
      description: count > 1 ? `${kind.description} (${count} items)` : kind.description,
      vanPercent: null,
      weightKg: Math.min(5000, count * kgEach),
      containment: "loose",
      containmentText: null,
    });
  }
  return lines;
}
