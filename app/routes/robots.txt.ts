import { absoluteUrl } from "../lib/seo";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /functions/", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
