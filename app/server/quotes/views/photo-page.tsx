import { quotePath, tapLinkClass } from "../../../components/page-kit/kit";
import { IfMayOpen } from "../../../components/page-kit/staff-role";

/** One photo of a request, with where its neighbours are. */
export interface PhotoPageData {
  reference: string;
  photo: { position: number; originalName: string; width: number | null; height: number | null };
  /** Its place among the request's photos, from 1, and how many there are. */
  number: number;
  count: number;
  /** The positions of the photos before and after it, if any. */
  previous?: number;
  next?: number;
}

export const photoLabel = ({ number, count }: PhotoPageData) => `Photo ${number} of ${count}`;

/** One photo large, with previous, next and back links. */
export function PhotoPage({ page }: { page: PhotoPageData }) {
  const { reference, photo, previous, next } = page;
  const path = quotePath(reference);
  const label = photoLabel(page);
  return (
    <>
      <h1 className="mb-2 font-display text-2xl font-bold text-brand-dark">{`${label} for ${reference}`}</h1>
      <nav aria-label="Photos" className="mb-3 flex flex-wrap gap-x-4">
        <IfMayOpen href={path}>
          <a href={path} className={tapLinkClass}>
            Back to the request
          </a>
        </IfMayOpen>
        {previous !== undefined && (
          <a href={`${path}/photos/${previous}`} rel="prev" className={tapLinkClass}>
            Previous photo
          </a>
        )}
        {next !== undefined && (
          <a href={`${path}/photos/${next}`} rel="next" className={tapLinkClass}>
            Next photo
          </a>
        )}
        <a href={`${path}/photos/${photo.position}/full`} className={tapLinkClass}>
          Open the image alone
        </a>
      </nav>
      <figure>
        <img
          src={`${path}/photos/${photo.position}/full`}
          alt={`${label} sent with request ${reference}: ${photo.originalName}`}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="h-auto max-h-[80vh] w-auto max-w-full rounded border border-slate-200 bg-white"
        />
        <figcaption className="mt-2 text-sm text-muted">{`${photo.originalName}${photo.width && photo.height ? ` · ${photo.width} × ${photo.height}` : ""}`}</figcaption>
      </figure>
    </>
  );
}
