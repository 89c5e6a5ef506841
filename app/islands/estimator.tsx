/**
 * The /pricing estimator, hydrated when the visitor first uses it (the page itself is not hydrated),
 * from the props the server rendered it with. Choices made while its code loaded are shown at once
 * (the estimator reads its form when it takes it over).
 */
import { Estimator, type EstimatorProps } from "../components/estimate/estimator";
import { hydrateIsland, islandProps } from "./hydrate";

export function hydrateEstimator(island: HTMLElement): Promise<void> {
  return hydrateIsland(island, <Estimator {...islandProps<EstimatorProps>(island)} />);
}
