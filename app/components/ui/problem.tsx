/**
 * A field's error: the danger colour and an icon, so it never relies on colour alone. The same look
 * as FieldError in field.tsx, kept apart from it on purpose: the estimator and the postcode checkers
 * use this, so field.tsx stays inside the quote form's script instead of becoming a shared file that
 * every page with the form must fetch separately.
 */
export function Problem({ id, text, className = "text-sm" }: { id?: string; text?: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p id={id} className={`mt-1.5 flex items-start gap-1.5 font-medium text-danger ${className}`}>
      {/* The "circle alert" icon, as the rest of the site shows errors. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="mt-0.5 size-4 shrink-0"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      {text}
    </p>
  );
}
