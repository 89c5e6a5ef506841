/** Shared button looks, for <a> and <button> alike. Every size keeps a 44 px tap target. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60 min-h-11";

const variants = {
  /** The one call to action: "Get a free quote". Dark text on amber (8.3:1). */
  cta: "bg-cta text-ink hover:bg-cta-hover shadow-sm",
  primary: "bg-brand text-white hover:bg-brand-dark shadow-sm",
  whatsapp: "bg-whatsapp text-white hover:bg-[#054d45] shadow-sm",
  outline: "border-2 border-brand bg-white text-brand hover:bg-brand-soft",
  /** A step that cannot be undone (erasing). */
  danger: "bg-danger text-white hover:bg-red-800 shadow-sm",
  ghostLight: "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "px-4 py-2 text-base",
  lg: "px-6 py-3 text-lg",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
