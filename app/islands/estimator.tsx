/**
 * The /pricing estimator, hydrated when the visitor first uses it (the page itself is not hydrated),
 * from the props the server rendered it with. Choices made while its code loaded are shown at once
 * (the estimator reads its form when it takes it over).
 */
import { Estimator } from "../components/estimate/estimator";
import type { EstimateChoices, EstimateErrors } from "../lib/estimate";
import { hydrateIsland, islandProps } from "./hydrate";

export interface EstimatorIslandProps {
  initial: EstimateChoices;
  errors?: EstimateErrors;
  quoteHref?: string;
  idPrefix: string;
}

export function hydrateEstimator(island: HTMLElement): Promise<void> {
  return hydrateIsland(island, <Estimator {...islandProps<EstimatorIslandProps>(island)} />);
}
