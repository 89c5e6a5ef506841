/**
 * What `npm run staff` can do: each command names what it acts on, whether it needs a new password
 * (read by the terminal, never from the command line), and what it does. The terminal reads this
 * list to check what was typed and ask for a password before it loads anything else; the commands
 * themselves are in commands.server.ts, run by the terminal or by the running server's socket.
 */

export interface CommandRequest {
  command: string;
  /** What the command acts on (an email address; for some commands a quote reference). */
  target?: string;
  password?: string;
  name?: string;
  /** The register's range: --from and --to, London days "YYYY-MM-DD". */
  from?: string;
  to?: string;
  /** The passkey to remove (`passkeys <email> --remove <id>`): its id as the list shows it. */
  remove?: string;
  /** The account's role (`add … --role crew`, `role <email> --role office`): owner, office or crew. */
  role?: string;
}

export interface StaffCommandInfo {
  /** What goes after the command name in the usage line, e.g. "<email>". */
  argument?: string;
  /** Options it takes instead of an argument, for the usage line, e.g. "--from YYYY-MM-DD". */
  options?: string;
  summary: string;
  needsPassword?: boolean;
}

const staffCommandList = {
  claims: {
    summary: "what the public claims (recycling rate, reply promise) say now, from the records, and why",
  },
  add: {
    argument: '<email> [--name "Full Name"] [--role owner|office|crew]',
    summary: "add a member of staff (asks for their first password); the role is owner unless --role says otherwise",
    needsPassword: true,
  },
  role: {
    argument: "<email> --role owner|office|crew",
    summary: "change what an account may open (owner, office or crew); its sessions end",
  },
  list: {
    summary: "list the staff accounts",
  },
  disable: {
    argument: "<email>",
    summary: "stop an account signing in; its sessions end at once",
  },
  enable: {
    argument: "<email>",
    summary: "let a disabled account sign in again",
  },
  "reset-password": {
    argument: "<email>",
    summary: "set a new password (asks for it); sessions end, passkeys are removed and the lock is lifted",
    needsPassword: true,
  },
  erase: {
    argument: "<reference|email>",
    summary:
      "erase a quote request (by its reference) or every request from an email address, with photos and emails; a waste transfer note is kept until its two years are up",
  },
  register: {
    options: "--from YYYY-MM-DD --to YYYY-MM-DD",
    summary:
      "write the waste register (every waste line of the notes issued in those days, UK time, both included) as CSV to standard output",
  },
  "reset-2fa": {
    argument: "<email>",
    summary: "remove the authenticator and every passkey: the next sign-in sets an authenticator up again",
  },
  passkeys: {
    argument: "<email> [--remove <id>]",
    summary: "list an account's passkeys, or remove one (by the id the list shows) when its phone or key is lost",
  },
} satisfies Record<string, StaffCommandInfo>;

export type StaffCommandName = keyof typeof staffCommandList;

/** The command of that name, or undefined (the name is typed by a person, or sent over the socket). */
export function staffCommandNamed(name: string): (StaffCommandInfo & { name: StaffCommandName }) | undefined {
  return Object.hasOwn(staffCommandList, name)
    ? { ...staffCommandList[name as StaffCommandName], name: name as StaffCommandName }
    : undefined;
}

export function usage(): string {
  const lines = Object.entries(staffCommandList as Record<string, StaffCommandInfo>).map(
    ([name, command]) =>
      `  npm run staff -- ${name}${command.argument ? ` ${command.argument}` : ""}${command.options ? ` ${command.options}` : ""}\n      ${command.summary}`,
  );
  return `Usage:\n${lines.join("\n")}\n\nPasswords are asked for at a hidden prompt, or read from standard input with --password-stdin.`;
}
