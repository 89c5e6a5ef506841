/**
 * Which postcodes we answer "yes" to. A district one of our towns lists (content/areas/*.ts) is a
 * yes; a district in one of these postcode areas that no town lists is a "probably"; any other real
 * postcode is outside our usual area.
 */
export const coveredPostcodeAreas = {
  RH: "Redhill",
  BN: "Brighton",
  GU: "Guildford",
  KT: "Kingston upon Thames",
  CR: "Croydon",
  SM: "Sutton",
  TN: "Tonbridge",
} as const;

/**
 * Where several of our towns share a postcode district, the town we name for it: the district's
 * post town, or the town it is best known by. A district only one town lists needs no entry.
 */
export const sharedDistrictTown: Record<string, string> = {
  RH10: "crawley",
  RH6: "horley",
  RH16: "haywards-heath",
  RH17: "haywards-heath",
  RH20: "pulborough",
  BN2: "brighton",
  BN6: "hassocks",
  KT17: "epsom",
  KT19: "epsom",
};

/** The areas map shows this many miles each way from the yard: the 30-mile radius and a little margin. */
export const mapHalfMiles = 32;

/**
 * The towns named on the map, and on which side of their dot. Every town has a dot; names for all
 * would not fit at phone size. Coastal towns are named on the sea side.
 */
export const mapLabels: Record<string, "left" | "right" | "above" | "below"> = {
  epsom: "right",
  reigate: "right",
  guildford: "above",
  farnham: "right",
  horsham: "left",
  "east-grinstead": "right",
  "haywards-heath": "right",
  lewes: "right",
  worthing: "below",
  brighton: "below",
  eastbourne: "below",
  littlehampton: "above",
};

/** The map's list groups towns by distance from the yard at these miles. */
export const distanceBands = [10, 20] as const;
