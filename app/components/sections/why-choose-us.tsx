import { CheckCircle2 } from "lucide-react";
import { whyChooseUs } from "../../content/services";

export function WhyChooseUs({ points = whyChooseUs }: { points?: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point.title} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <h3 className="text-lg text-brand-dark">{point.title}</h3>
            <p className="mt-1 text-muted">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
