export { DataBlock } from "../data-block";
export { pageScript } from "../../server/page-policy.server";
