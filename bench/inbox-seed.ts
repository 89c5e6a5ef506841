/**
 * Years of quote requests for the inbox benchmark, made inside the database (INSERT … SELECT over
 * generate_series), so 100,000 take seconds. The same every run: every "random" choice is a hash
 * of the row's number. Requests are spread evenly over two years back from `now`, with the statuses
 * a working inbox holds by age (recent ones new, contacted, quoted or spam; older ones done or lost;
 * nothing but booked or done older than a year, as the retention rules keep), names, emails, UK
 * phone numbers, postcodes of the towns served, notes, and 0–4 photo rows each. Each request carries
 * its reply deadline, as the intake stores it: the receipt times are made first (receiptsStatement),
 * the caller works out their deadlines (deadlineStatements), and the requests are written with them.
 */

const FIRST = [
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Mia",
  "Ivy",
  "Lily",
  "Isabella",
  "Rosie",
  "Sophia",
  "Grace",
  "Freya",
  "Florence",
  "Willow",
  "Poppy",
  "Evie",
  "Ella",
  "Priya",
  "Aisha",
  "Zara",
  "Oliver",
  "George",
  "Noah",
  "Arthur",
  "Leo",
  "Muhammad",
  "Harry",
  "Oscar",
  "Archie",
  "Henry",
  "Jack",
  "Theo",
  "Charlie",
  "Freddie",
  "Alfie",
  "Thomas",
  "James",
  "Tomasz",
  "Kwame",
  "Daniel",
];
const LAST = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Thomas",
  "Clarke",
  "Jackson",
  "Wood",
  "Harris",
  "Edwards",
  "Turner",
  "Martin",
  "Cooper",
  "Hill",
  "Ward",
  "Hughes",
  "Moore",
  "Clark",
  "King",
  "Harrison",
  "Lewis",
  "Baker",
  "Lee",
  "Allen",
  "Morris",
  "Khan",
  "Scott",
  "Watson",
  "Davis",
  "Parker",
  "James",
  "Bennett",
  "Young",
  "Phillips",
  "Richardson",
  "Mitchell",
];
const DOMAINS = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.co.uk", "btinternet.com", "icloud.com", "sky.com", "live.co.uk"];
/** Town, postcode district: the towns served, and a tenth of requests from outside (no town). */
const PLACES: [string | null, string][] = [
  ["Crawley", "RH10"],
  ["Crawley", "RH11"],
  ["Horsham", "RH12"],
  ["Horsham", "RH13"],
  ["Redhill", "RH1"],
  ["Reigate", "RH2"],
  ["Dorking", "RH4"],
  ["East Grinstead", "RH19"],
  ["Haywards Heath", "RH16"],
  ["Burgess Hill", "RH15"],
  ["Brighton", "BN1"],
  ["Brighton", "BN2"],
  ["Hove", "BN3"],
  ["Guildford", "GU1"],
  ["Guildford", "GU2"],
  ["Epsom", "KT17"],
  ["Sutton", "SM1"],
  ["Croydon", "CR0"],
  [null, "TN1"],
  [null, "SW19"],
];
const LANDLINE_CODES = ["1293", "1403", "1273", "1483", "1737", "1342", "1444", "1306"];
const DESCRIPTIONS = [
  "Garage clear-out: two bikes, boxes and an old fridge freezer.",
  "Three-piece suite and a double mattress from a first-floor flat.",
  "Garden waste after a hedge cut, about ten bags, plus a broken shed.",
  "Whole house clearance after a bereavement; three bedrooms, loft boarded.",
  "Builders' rubble from a bathroom refit: tiles, plasterboard, an old bath.",
  "Office move: eight desks, chairs and a pile of old monitors.",
  "Loft clearance, mostly boxes and an old water tank.",
  "Washing machine and tumble dryer, ground floor, easy access.",
  "End of tenancy: furniture left by the last tenant, two rooms.",
  "Shed demolition and removal, plus a trampoline.",
];
const ACCESS = [
  "Side gate, no steps",
  "Second floor, no lift",
  "Park on the drive",
  "Narrow lane, small van best",
  "Key with the neighbour at number 12",
  "",
];
const TIMES = ["Saturday morning", "Any weekday after 3pm", "As soon as possible", "Next week", ""];
const NOTES = [
  "Rang back: wants a Saturday morning slot.",
  "Sent a quote by email with the price for a half load.",
  "Customer asked whether we take paint tins; said no, council tip.",
  "Left a voicemail, will try again tomorrow.",
  "Confirmed the booking by text.",
];
const SPAM = ["honeypot", "too-fast", "no-stamp", "forged-stamp"];
const PHOTO_NAMES = ["IMG_2041.jpeg", "garage.jpg", "sofa.png", "loft.heic", "PXL_20261102_093012.jpg"];

export const BENCH_STAFF = [
  { id: "bench-staff-1", name: "Sam Reed", email: "sam@bench.example" },
  { id: "bench-staff-2", name: "Alex Khan", email: "alex@bench.example" },
  { id: "bench-staff-3", name: "Jo Turner", email: "jo@bench.example" },
];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: (string | null)[]) => `ARRAY[${values.map((v) => (v === null ? "NULL" : text(v))).join(",")}]::text[]`;
/** A number in [0, 1) fixed by the row number `i` and the salt `k`. */
const h = (k: number, i = "i") => `((hashint4(${i} * 97 + ${k}) & 2147483647)::float8 / 2147483648.0)`;
const pick = (values: (string | null)[], k: number) => `(${array(values)})[1 + floor(${h(k)} * ${values.length})::int]`;
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const base32 = (shift: number) => `substr('${ALPHABET}', 1 + ((i >> ${shift}) & 31), 1)`;

/** Where the receipt times and reply deadlines wait until the requests are written (dropped then). */
const RECEIPTS = "bench_receipts";

/**
 * The first statement: the receipt times of `n` requests, two years back from `now`, into RECEIPTS;
 * then read `SELECT i, ms FROM bench_receipts` (ms: the time in JavaScript's milliseconds).
 */
export function receiptsStatement(n: number, now: Date): string {
  const at = `${text(now.toISOString())}::timestamptz`;
  return `
    CREATE TABLE ${RECEIPTS} AS
    SELECT i, created, floor(extract(epoch FROM created) * 1000)::float8 AS ms, NULL::timestamptz AS reply_deadline
    FROM (SELECT i, ${at} - (i::float8 / ${n} * 730) * interval '1 day' - ${h(1)} * interval '1 hour' AS created
      FROM generate_series(1, ${n}) AS i) AS t`;
}

/** The receipt times receiptsStatement made: row number `i` and `ms`. */
export const receiptsQuery = `SELECT i, ms FROM ${RECEIPTS} ORDER BY i`;

/** The statements that set the receipts' reply deadlines (row number, deadline or null), a thousand at a time. */
export function deadlineStatements(deadlines: [number, Date | null][]): string[] {
  const statements: string[] = [];
  for (let start = 0; start < deadlines.length; start += 1000) {
    const values = deadlines
      .slice(start, start + 1000)
      .map(([i, deadline]) => `(${i}, ${deadline ? `${text(deadline.toISOString())}::timestamptz` : "NULL::timestamptz"})`);
    statements.push(`UPDATE ${RECEIPTS} AS r SET reply_deadline = v.d FROM (VALUES ${values.join(", ")}) AS v(i, d) WHERE r.i = v.i`);
  }
  return statements;
}

/**
 * After receiptsStatement and deadlineStatements: the statements that put the `n` requests (up to
 * 1,048,575) into an empty database, oldest `now` − 2 years.
 */
export function seedStatements(n: number): string[] {
  const place = `(1 + floor(${h(7)} * ${PLACES.length})::int)`;
  const rows = `
    SELECT i, created, reply_deadline, age, rs, first, last, place,
      CASE
        WHEN age < 2 THEN CASE WHEN rs < 0.3 THEN 'spam' WHEN rs < 0.75 THEN 'new' ELSE 'contacted' END
        WHEN age < 7 THEN CASE WHEN rs < 0.3 THEN 'spam' WHEN rs < 0.55 THEN 'contacted' WHEN rs < 0.8 THEN 'quoted' ELSE 'booked' END
        WHEN age < 30 THEN CASE WHEN rs < 0.1 THEN 'contacted' WHEN rs < 0.3 THEN 'quoted' WHEN rs < 0.6 THEN 'booked' WHEN rs < 0.8 THEN 'done' ELSE 'lost' END
        WHEN age < 365 THEN CASE WHEN rs < 0.02 THEN 'quoted' WHEN rs < 0.05 THEN 'booked' WHEN rs < 0.6 THEN 'done' ELSE 'lost' END
        ELSE 'done'
      END AS status
    FROM (
      SELECT i, created, reply_deadline,
        i::float8 / ${n} * 730 AS age,
        ${h(2)} AS rs,
        ${pick(FIRST, 3)} AS first,
        ${pick(LAST, 4)} AS last,
        ${place} AS place
      FROM ${RECEIPTS}
    ) AS a`;
  const contacted = `CASE WHEN status IN ('contacted', 'quoted', 'booked', 'done') OR (status = 'lost' AND ${h(11)} < 0.6)
    THEN created + (0.25 + ${h(12)} * 30) * interval '1 hour' END`;
  const quoted = `CASE WHEN status IN ('quoted', 'booked', 'done') OR (status = 'lost' AND ${h(11)} < 0.4)
    THEN created + (31 + ${h(13)} * 48) * interval '1 hour' END`;
  const booked = `CASE WHEN status IN ('booked', 'done') THEN created + (80 + ${h(14)} * 48) * interval '1 hour' END`;
  const quote = `
    INSERT INTO quotes (id, reference, created_at, name, phone, email, postcode, town, preferred_datetime, access_notes,
      description, consent_given, source, status, spam_reason, assignee_id, quoted_price_pence, booked_for,
      contacted_at, quoted_at, booked_at, reply_deadline)
    SELECT
      md5('bench-quote-' || i)::uuid::text,
      'Q-' || to_char(created AT TIME ZONE 'UTC', 'YYMM') || '-' || ${base32(15)} || ${base32(10)} || ${base32(5)} || ${base32(0)},
      created,
      first || ' ' || last,
      CASE WHEN ${h(5)} < 0.8 THEN '+447' || lpad(floor(${h(6)} * 1e9)::bigint::text, 9, '0')
        ELSE '+44' || ${pick(LANDLINE_CODES, 8)} || lpad(floor(${h(6)} * 1e6)::bigint::text, 6, '0') END,
      lower(first) || '.' || lower(last) || (i % 1000) || '@' || ${pick(DOMAINS, 9)},
      (${array(PLACES.map((p) => p[1]))})[place] || ' ' || floor(${h(10)} * 10)::int
        || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + floor(${h(15)} * 20)::int, 1) || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + floor(${h(16)} * 20)::int, 1),
      (${array(PLACES.map((p) => p[0]))})[place],
      nullif(${pick(TIMES, 17)}, ''),
      nullif(${pick(ACCESS, 18)}, ''),
      ${pick(DESCRIPTIONS, 19)},
      true,
      CASE WHEN ${h(20)} < 0.85 THEN 'api' ELSE 'form' END,
      status,
      CASE WHEN status = 'spam' THEN ${pick(SPAM, 21)} END,
      CASE WHEN status NOT IN ('new', 'spam') AND ${h(22)} < 0.7 THEN ${pick(
        BENCH_STAFF.map((s) => s.id),
        23,
      )} END,
      CASE WHEN status IN ('quoted', 'booked', 'done') THEN 8000 + floor(${h(24)} * 400)::int * 100 END,
      CASE WHEN status IN ('booked', 'done') THEN ((created + (3 + ${h(25)} * 11) * interval '1 day') AT TIME ZONE 'Europe/London')::date END,
      ${contacted}, ${quoted}, ${booked}, reply_deadline
    FROM (${rows}) AS b
    ORDER BY i`;
  const photos = `
    INSERT INTO quote_photos (quote_id, position, original_name, stored_name, content_type, bytes, width, height, preview_name, processed_at)
    SELECT q.id, p, (${array(PHOTO_NAMES)})[1 + (p % ${PHOTO_NAMES.length})], 'photo-' || p || '.jpg', 'image/jpeg',
      400000 + (hashtext(q.id || p) & 1048575), 2048, 1536, 'preview-' || p || '.jpg', q.created_at + interval '5 seconds'
    FROM quotes AS q CROSS JOIN LATERAL generate_series(1, greatest(0, (hashtext(q.reference) & 2147483647) % 7 - 2)) AS p`;
  const notes = `
    INSERT INTO quote_notes (quote_id, author_id, body, created_at)
    SELECT q.id, (${array(BENCH_STAFF.map((s) => s.id))})[1 + n % ${BENCH_STAFF.length}],
      (${array(NOTES)})[1 + ((hashtext(q.id) & 2147483647) + n) % ${NOTES.length}], q.contacted_at + n * interval '1 hour'
    FROM quotes AS q CROSS JOIN LATERAL generate_series(1, CASE WHEN (hashtext(q.id) & 7) < 3 THEN 2 ELSE 1 END) AS n
    WHERE q.contacted_at IS NOT NULL`;
  const staff = `INSERT INTO staff_user (id, name, email) VALUES ${BENCH_STAFF.map((s) => `(${text(s.id)}, ${text(s.name)}, ${text(s.email)})`).join(", ")}`;
  return [staff, quote, photos, notes, `DROP TABLE ${RECEIPTS}`];
}

/** The row number of the request the searches look for: about ten days old, so still being worked. */
export const searchedRow = (n: number) => Math.max(1, Math.round((n * 10) / 730));
export const searchedId = (n: number) => `md5('bench-quote-${searchedRow(n)}')::uuid::text`;
