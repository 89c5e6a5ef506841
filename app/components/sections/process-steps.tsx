import { Camera, Clock, Truck } from "lucide-react";
import { claim } from "../../content/claims";

const steps = [
  {
    icon: Camera,
    title: "Send photos or call",
    text: "Use the quote form or WhatsApp to send a few photos of what needs clearing, or just call us.",
  },
  {
    icon: Clock,
    title: `Get a quote ${claim("reply.when")}`,
    text: `We reply with a fixed price ${claim("reply.whenBusiness")}.`,
  },
  { icon: Truck, title: "We load and tidy", text: "Our two-person crew loads everything, sweeps up and emails your waste transfer note." },
];

/** The three-step process: send photos or call, a quote as the reply claim words it, we load and tidy. */
export function ProcessSteps() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="relative rounded-2xl border border-green-100 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand text-xl font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mt-4 flex items-center gap-2 text-xl text-brand-dark">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
            <Icon className="size-5 text-brand" aria-hidden="true" />
          </h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
