/** The quotes feature's public module for other features' code: its domain, loadable without the pages (the terminal's commands load it). */
export { eraseQuotes } from "./inbox/erase.server";
export { replyPromise } from "./inbox/reply-promise.server";
export type { ReplyPromise } from "./inbox/model";
