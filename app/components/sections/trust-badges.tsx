import { BadgePoundSterling, Clock, Recycle, ShieldCheck } from "lucide-react";
import { business } from "../../content/business";
import { claim } from "../../content/claims";

/** The four trust badges on the home page, with the licence number and the facts behind each. */
export function TrustBadges() {
  const badges = [
    { icon: ShieldCheck, title: "Licensed & Insured", text: `Waste carrier reg. ${business.carrierRegistration}` },
    { icon: Clock, title: "Same-Day Collection", text: "Contact us before 10am" },
    { icon: Recycle, title: claim("recycling.badge"), text: "Sorted, reused, recycled" },
    { icon: BadgePoundSterling, title: "No Hidden Fees", text: "Fixed photo quotes" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Why customers trust us">
      {badges.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl border border-green-100 bg-white p-4 shadow-sm">
          <Icon className="mt-0.5 size-7 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="font-bold leading-snug text-brand-dark">{title}</p>
            <p className="text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
