import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";

// README "Configuration": unset secrets are generated into DATA_DIR/secrets.json on first start.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "nurture-env-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const file = () => path.join(dir, "secrets.json");

describe("generated secrets", () => {
  it("creates DATA_DIR/secrets.json (0600) on first start and reuses it after", () => {
    const first = parseEnv({ DATA_DIR: dir });
    expect(first.generatedSecrets).toEqual({ file: file(), created: true });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    expect(first.SESSION_SECRET).toHaveLength(1);
    expect(first.SESSION_SECRET[0]!.length).toBeGreaterThanOrEqual(32);
    expect(first.HONEYPOT_SECRET[0]).not.toBe(first.SESSION_SECRET[0]);

    const second = parseEnv({ DATA_DIR: dir });
    expect(second.generatedSecrets).toEqual({ file: file(), created: false });
    expect(second.SESSION_SECRET).toEqual(first.SESSION_SECRET);
    expect(second.HONEYPOT_SECRET).toEqual(first.HONEYPOT_SECRET);
  });

  it("creates the data folder when it does not exist yet (a fresh clone has no data/)", () => {
    const nested = path.join(dir, "volume", "data");
    const env = parseEnv({ DATA_DIR: nested });
    expect(env.generatedSecrets?.created).toBe(true);
    expect(JSON.parse(readFileSync(path.join(nested, "secrets.json"), "utf8"))).toEqual({
      SESSION_SECRET: env.SESSION_SECRET[0],
      HONEYPOT_SECRET: env.HONEYPOT_SECRET[0],
    });
    // The SQLite file defaults to the same folder, so one volume keeps both.
    expect(env.DATABASE_URL).toBe(path.join(nested, "nurture.sqlite"));
  });

  it("lets a set variable win, and touches no file when both are set", () => {
    const env = parseEnv({ DATA_DIR: dir, SESSION_SECRET: "configured-session-secret-1", HONEYPOT_SECRET: "configured-honeypot-secret-1" });
    expect(env.SESSION_SECRET).toEqual(["configured-session-secret-1"]);
    expect(env.generatedSecrets).toBeUndefined();
    expect(() => statSync(file())).toThrow();
  });

  it("fills only the missing one from the file", () => {
    const generated = parseEnv({ DATA_DIR: dir });
    const env = parseEnv({ DATA_DIR: dir, SESSION_SECRET: "configured-session-secret-1" });
    expect(env.SESSION_SECRET).toEqual(["configured-session-secret-1"]);
    expect(env.HONEYPOT_SECRET).toEqual(generated.HONEYPOT_SECRET);
  });

  it("refuses a weak secret that is set, even with a file at hand", () => {
    parseEnv({ DATA_DIR: dir });
    expect(() => parseEnv({ DATA_DIR: dir, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET.0: each secret needs at least 16 characters/);
    expect(() => parseEnv({ DATA_DIR: dir, HONEYPOT_SECRET: "abababababababababab" })).toThrow(
      /HONEYPOT_SECRET.0: each secret needs at least 8 different/,
    );
  });

  it("stops with a clear error naming the file when it is damaged, and leaves it alone", () => {
    writeFileSync(file(), '{"SESSION_SECRET":"x"}', { mode: 0o600 });
    expect(() => parseEnv({ DATA_DIR: dir })).toThrow(`Cannot use the generated secrets in ${file()}: ${file()} has no usable SESSION_SECRET`);
    expect(readFileSync(file(), "utf8")).toBe('{"SESSION_SECRET":"x"}');
  });

  it("stops with a clear error when the file cannot be read", () => {
    mkdirSync(file()); // a folder where the file should be: EISDIR, even for root
    expect(() => parseEnv({ DATA_DIR: dir })).toThrow(new RegExp(`Cannot use the generated secrets in ${file()}: EISDIR`));
  });

  it("stops with a clear error when the data folder cannot be written", () => {
    const readOnly = path.join(dir, "ro");
    writeFileSync(readOnly, ""); // a file where the folder should be: ENOTDIR, even for root
    chmodSync(readOnly, 0o400);
    expect(() => parseEnv({ DATA_DIR: readOnly })).toThrow(/Cannot use the generated secrets in .*ro\/secrets\.json: ENOTDIR/);
  });
});
