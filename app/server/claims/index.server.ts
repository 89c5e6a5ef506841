/** The claims feature's public module: the public claims from the records, for the composition root, the terminal's commands and the launch check. */
export { claimsReport, computeClaims, startClaims } from "./claims.server";
