/** What the owner may do to an account from its team page (decision 39), in no server code: the form and the view read it. */
export const teamChanges = ["role", "disable", "enable", "reset-2fa", "remove-passkeys", "end-sessions"] as const;
export type TeamChange = (typeof teamChanges)[number];
