/**
 * The /pricing estimator, hydrated when the visitor first uses it (the page itself is not hydrated),
 * from the props the server rendered it with. Choices made while its code loaded are shown at once
 * (the estimator reads its form when it takes it over), and its "Get a fixed price for this", pressed
 * meanwhile, opens the dialog with them (app/islands/entry.ts waits for this island).
 */
import { Estimator, type EstimatorProps } from "../components/estimate/estimator";
import { hydrateIsland, islandProps } from "./hydrate";

export async function hydrateEstimator(island: HTMLElement): Promise<void> {
  // Resolves after the estimator has rendered what it read from its form: it reads it in a layout
  // effect, whose update React renders at once, before the effects that say the island is taken over.
  await hydrateIsland(island, <Estimator {...islandProps<EstimatorProps>(island)} />);
}
