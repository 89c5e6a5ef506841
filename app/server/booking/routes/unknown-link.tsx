import { data } from "react-router";
import { customerTitle } from "../views/customer-header";
import { UnknownLink } from "../views/link-page";

/** GET /booking/… with a part too many or too few: a link we never made (404), with the way to call us. */
export const loader = () => data(null, { status: 404 });

export const meta = () => customerTitle("Link not recognised");

export default function MangledLink() {
  return <UnknownLink />;
}
