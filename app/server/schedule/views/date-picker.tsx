import { buttonClass, controlClass, linkClass } from "../../../components/page-kit/kit";

interface Step {
  href: string;
  text: string;
}

/**
 * The links to the period before and after (and back to the current one, when elsewhere) and a
 * no-script form to jump to a date: the week's picker on the schedule, the day's on the crew's page.
 */
export function DatePicker({
  gap,
  nav,
  prev,
  current,
  next,
  action,
  field,
  asked,
}: {
  gap: string;
  nav: string;
  prev: Step;
  current?: Step;
  next: Step;
  action: string;
  field: { id: string; label: string };
  asked: string;
}) {
  return (
    <div className={`mb-4 flex flex-wrap items-end ${gap} gap-y-3`}>
      <nav aria-label={nav} className="flex flex-wrap gap-4">
        <a href={prev.href} className={linkClass} rel="prev">
          {prev.text}
        </a>
        {current && (
          <a href={current.href} className={linkClass}>
            {current.text}
          </a>
        )}
        <a href={next.href} className={linkClass} rel="next">
          {next.text}
        </a>
      </nav>
      <form method="get" action={action} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor={field.id} className="text-sm font-semibold">
            {field.label}
          </label>
          <input id={field.id} name={field.id} type="date" defaultValue={asked} className={controlClass} />
        </div>
        <button type="submit" className={buttonClass("outline")}>
          Show
        </button>
      </form>
    </div>
  );
}
