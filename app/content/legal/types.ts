/** Shapes of the legal pages (/terms and /privacy). Data only; the route renders them. */

interface LegalSection {
  /** URL anchor slug, e.g. "cancellation". */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Rendered as a bulleted list after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
