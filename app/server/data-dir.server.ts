/**
 * DATA_DIR holds what customers sent (the embedded database, its write-ahead log included, photos,
 * emails kept as files) and the key the server signs with: only the server's own user may read it.
 * Every folder in it is 0700 and every file 0600, however it was made: the server and
 * `npm run staff` run under the umask 077, the code gives each folder and file it makes its mode,
 * and at start-up every mode already there is tightened (a DATA_DIR made by an older version), or
 * the server refuses to start, naming the path it could not fix. Everything in it must also belong
 * to the user the server runs as: a mode only keeps out users who do not own the entry.
 */
import * as nodeFs from "node:fs";
import path from "node:path";

/** A folder in DATA_DIR: its owner alone may list, enter and change it. */
export const PRIVATE_DIR_MODE = 0o700;
/** A file in DATA_DIR: its owner alone may read and write it. */
export const PRIVATE_FILE_MODE = 0o600;
/** The umask the server and `npm run staff` run under: nothing they make is open to group or others. */
export const PRIVATE_UMASK = 0o077;

const GROUP_AND_OTHER = 0o077;

/** DATA_DIR cannot be made private: the message names the path and says what to do. */
export class DataDirUnsafe extends Error {
  override readonly name = "DataDirUnsafe";
}

/** The file-system calls the check makes (node:fs, or a stand-in in tests). */
export type DataDirFs = Pick<
  typeof nodeFs,
  "mkdirSync" | "statSync" | "lstatSync" | "readdirSync" | "chmodSync" | "openSync" | "fstatSync" | "fchmodSync" | "closeSync"
>;

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK, O_NOCTTY } = nodeFs.constants;

/**
 * Changes the mode of the entry `stats` describes, through a descriptor of that very entry: one
 * swapped for a symbolic link after it was looked at (by someone able to write in a folder still
 * open to them) is refused rather than followed. A socket cannot be opened; it is changed by name.
 * Returns the mode the entry has afterwards.
 */
function changeMode(fs: DataDirFs, file: string, stats: nodeFs.Stats, mode: number, follow: boolean): number {
  if (stats.isSocket()) {
    fs.chmodSync(file, mode);
    return fs.lstatSync(file).mode;
  }
  const fd = fs.openSync(file, O_RDONLY | O_NONBLOCK | O_NOCTTY | (follow ? 0 : O_NOFOLLOW));
  try {
    const opened = fs.fstatSync(fd);
    if (opened.ino !== stats.ino || opened.dev !== stats.dev) throw new Error("replaced while being checked");
    fs.fchmodSync(fd, mode);
    return fs.fstatSync(fd).mode;
  } finally {
    fs.closeSync(fd);
  }
}

const octal = (mode: number) => `0${(mode & 0o7777).toString(8)}`;

/** The mode an entry should have: folders exactly 0700; anything else keeps its owner's bits only. */
function wantedMode(stats: nodeFs.Stats): number {
  return stats.isDirectory() ? PRIVATE_DIR_MODE : stats.mode & 0o700;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

const remedy =
  "Make DATA_DIR and everything in it owned and changeable by the user the server runs as (chown -R; no immutable flag), on a file system that keeps Unix modes, or choose another DATA_DIR.";

/**
 * Makes DATA_DIR (0700) when it is missing, then walks everything in it and takes group and other
 * permissions away wherever they are found: folders become 0700, files keep only their owner's bits.
 * Symbolic links inside are not followed (whatever they point to is not DATA_DIR's); DATA_DIR itself
 * may be one. Throws DataDirUnsafe, naming the path, when an entry belongs to a user other than `uid`
 * (the server's own, by default), or when a mode cannot be changed or does not stay changed. Returns
 * how many modes it changed. The walk is linear in the number of entries.
 */
export function makeDataDirPrivate(
  dataDir: string,
  fs: DataDirFs = nodeFs,
  uid: number | undefined = process.geteuid?.(),
): { changed: number } {
  const root = path.resolve(dataDir);
  try {
    fs.mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    // EEXIST: something other than a folder is there; said below.
    if (errorCode(error) !== "EEXIST") throw new DataDirUnsafe(`DATA_DIR ${root} could not be made (${errorCode(error)}). ${remedy}`);
  }
  let rootStats: nodeFs.Stats;
  try {
    rootStats = fs.statSync(root);
  } catch (error) {
    throw new DataDirUnsafe(`DATA_DIR ${root} could not be read (${errorCode(error)}). ${remedy}`);
  }
  if (!rootStats.isDirectory())
    throw new DataDirUnsafe(`DATA_DIR ${root} is not a folder. Point DATA_DIR at a folder (it is made when missing).`);

  let changed = 0;
  const tighten = (file: string, stats: nodeFs.Stats, follow: boolean) => {
    if (uid !== undefined && stats.uid !== uid)
      throw new DataDirUnsafe(
        `${file} is owned by user ${stats.uid}, not by the user the server runs as (${uid}): its owner could read it whatever its mode. ${remedy}`,
      );
    const wanted = wantedMode(stats);
    if ((stats.mode & 0o7777) === wanted) return;
    let after: number;
    try {
      after = changeMode(fs, file, stats, wanted, follow);
    } catch (error) {
      if (errorCode(error) === "ENOENT") return; // removed meanwhile (another instance's request finished)
      throw new DataDirUnsafe(
        `${file} is open to other users (mode ${octal(stats.mode)}) and its mode could not be changed to ${octal(wanted)} (${errorCode(error)}). ${remedy}`,
      );
    }
    if (after & GROUP_AND_OTHER)
      throw new DataDirUnsafe(`${file} stays open to other users (mode ${octal(after)}) after changing it to ${octal(wanted)}. ${remedy}`);
    changed++;
  };

  tighten(root, rootStats, true);
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch (error) {
      if (errorCode(error) === "ENOENT") continue; // removed meanwhile
      throw new DataDirUnsafe(`${folder} could not be read (${errorCode(error)}). ${remedy}`);
    }
    for (const name of names) {
      const file = path.join(folder, name);
      let stats: nodeFs.Stats;
      try {
        stats = fs.lstatSync(file);
      } catch (error) {
        if (errorCode(error) === "ENOENT") continue; // removed meanwhile
        throw new DataDirUnsafe(`${file} could not be read (${errorCode(error)}). ${remedy}`);
      }
      if (stats.isSymbolicLink()) continue;
      tighten(file, stats, false);
      if (stats.isDirectory()) folders.push(file);
    }
  }
  return { changed };
}
