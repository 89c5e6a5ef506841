/**
 * A route's `headers` for a page that runs its one script: the policy naming the script, as its
 * action or loader answered it, is passed on to the page (the action's, when it drew the page).
 */
export function pagePolicy({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): HeadersInit {
  const policy = actionHeaders.get("Content-Security-Policy") ?? loaderHeaders.get("Content-Security-Policy");
  return policy ? { "Content-Security-Policy": policy } : {};
}
