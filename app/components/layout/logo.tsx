import { Link } from "react-router";
import { business } from "../../content/business";

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 font-bold no-underline" aria-label={`${business.name}, home`}>
      <img src="/logo.svg" alt="" width="36" height="36" className="size-9" />
      <span className={`leading-tight ${light ? "text-white" : "text-brand-dark"}`}>
        <span className="block text-lg">{business.shortName}</span>
        <span className={`block text-xs font-semibold ${light ? "text-green-100" : "text-muted"}`}>Waste Clearance</span>
      </span>
    </Link>
  );
}
