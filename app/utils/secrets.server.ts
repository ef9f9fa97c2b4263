import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Secrets generated on first start when SESSION_SECRET / HONEYPOT_SECRET are not set, so that the
// README's first command works on a fresh clone and `docker run -v data:/app/data` needs no `-e`
// (README "Configuration"). They live in DATA_DIR (the container's volume, beside the SQLite
// file), readable by the server's user only, and survive restarts: cookies and open forms signed
// before a restart still verify after it.

export const GENERATED_SECRET_NAMES = ["SESSION_SECRET", "HONEYPOT_SECRET"] as const;
type SecretName = (typeof GENERATED_SECRET_NAMES)[number];
export type GeneratedSecrets = Record<SecretName, string>;

/** 32 random bytes each: far above the 16-character floor the configuration schema asks for. */
function generate(): GeneratedSecrets {
  return {
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    HONEYPOT_SECRET: randomBytes(32).toString("base64url"),
  };
}

function parseFile(file: string, text: string): GeneratedSecrets {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  const secrets: Partial<GeneratedSecrets> = {};
  for (const name of GENERATED_SECRET_NAMES) {
    const secret: unknown = typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;
    if (typeof secret !== "string" || secret.length < 32) throw new Error(`${file} has no usable ${name}`);
    secrets[name] = secret;
  }
  return { SESSION_SECRET: secrets.SESSION_SECRET ?? "", HONEYPOT_SECRET: secrets.HONEYPOT_SECRET ?? "" };
}

function unusable(file: string, reason: string): Error {
  return new Error(
    `Cannot use the generated secrets in ${file}: ${reason}. Make the file readable by the server's user, ` +
      "or remove it to generate new ones (signed-in sessions and open forms then expire), " +
      "or set SESSION_SECRET and HONEYPOT_SECRET.",
  );
}

/**
 * Reads the secrets kept in `dir/secrets.json`, or creates that file (mode 0600) with new ones.
 * Two instances starting at once on one volume agree: the file is created exclusively and the
 * loser reads the winner's. An unreadable or damaged file is an error, never silently replaced,
 * because replacing it would sign every visitor out.
 */
export function loadOrCreateSecrets(dir: string): { file: string; secrets: GeneratedSecrets; created: boolean } {
  const file = path.resolve(dir, "secrets.json");
  const existing = readSecrets(file);
  if (existing) return { file, secrets: existing, created: false };
  const secrets = generate();
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    const winner = isCode(error, "EEXIST") ? readSecrets(file) : undefined;
    if (winner) return { file, secrets: winner, created: false };
    throw unusable(file, message(error));
  }
  return { file, secrets, created: true };
}

/** The file's secrets, undefined when there is no file; anything else wrong with it throws. */
function readSecrets(file: string): GeneratedSecrets | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw unusable(file, message(error));
  }
  try {
    return parseFile(file, text);
  } catch (error) {
    throw unusable(file, message(error));
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
