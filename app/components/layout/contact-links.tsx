import { Phone } from "lucide-react";
import { business, telLink, whatsappLink } from "../../content/business";
import { WhatsAppIcon } from "../icons/whatsapp";
import { buttonClass } from "../ui/button";

type Variant = "primary" | "outline" | "ghostLight";

export function CallButton({ variant = "primary", size = "md", label }: { variant?: Variant; size?: "md" | "lg"; label?: string }) {
  return (
    <a href={telLink} className={buttonClass(variant, size)}>
      <Phone className="size-5" aria-hidden="true" />
      {label ?? `Call ${business.phoneDisplay}`}
    </a>
  );
}

export function WhatsAppButton({ size = "md", label = "WhatsApp us" }: { size?: "md" | "lg"; label?: string }) {
  return (
    <a href={whatsappLink} className={buttonClass("whatsapp", size)} rel="noopener">
      <WhatsAppIcon />
      {label}
    </a>
  );
}
