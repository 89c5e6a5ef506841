/** The quotes feature's public pages and web entry points: what other features' pages and the composition root use. */
export { handleApiPost } from "./api-post.server";
export { formStampFor, handleFormPost } from "./form-post.server";
