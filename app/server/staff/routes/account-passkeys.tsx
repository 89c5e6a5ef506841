import { pagePolicy } from "../../../components/page-kit/headers";
import { staffTitleText } from "../../../components/page-kit/meta";
import { AccountView, CreatePasskeyView } from "../views/account";
import type { Route } from "./+types/account-passkeys";
import { addPasskey, postOnlyPage } from "./account.server";

/** POST /staff/account/passkeys: the password or code checked, then the page that makes the passkey; or the account again with why. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => addPasskey(request, context);

export const headers: Route.HeadersFunction = pagePolicy;

export default function AddPasskeyPage({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  if (actionData.page === "create")
    return (
      <>
        <title>{staffTitleText("Add a passkey")}</title>
        <CreatePasskeyView {...actionData} />
      </>
    );
  return (
    <>
      <title>{staffTitleText("Your account")}</title>
      <AccountView {...actionData} />
    </>
  );
}
