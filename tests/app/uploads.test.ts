import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { createUploadQueue } from "../../api/uploads/queue.js";
import { demoAccount, signIn, startTestApi, type TestApi } from "../api/harness.js";
import { phonePhoto } from "../fixtures/images.js";
import { action as profileAction } from "~/routes/staff.profile/action.server";
import { isTooLarge, readStaffForm } from "~/services/uploads.server";
import { imageSources } from "~/utils/images";
import { redirectSignedIn } from "~/utils/session.server";

// The site's half of the upload pipeline (README "Uploads"): the staff form's body read with each
// file capped at 10 MB (a larger one a mark, not an error page), srcset for uploaded photos, and
// a photo the provider has no time for right now answered on its field.

const HASH = "0123456789abcdef0123456789abcdef";

function multipart(
  parts: { name: string; value: string | { filename: string; type: string; bytes: Uint8Array<ArrayBuffer> } }[],
  { url = "http://sunshine.localhost/staff/profile", cookie }: { url?: string; cookie?: string } = {},
) {
  const boundary = "----nurture-test-boundary";
  const chunks: BlobPart[] = [];
  for (const part of parts) {
    if (typeof part.value === "string") {
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
    } else {
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\nContent-Type: ${part.value.type}\r\n\r\n`,
        part.value.bytes,
        "\r\n",
      );
    }
  }
  chunks.push(`--${boundary}--\r\n`);
  return new Request(url, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    body: new Blob(chunks),
  });
}

describe("readStaffForm", () => {
  it("keeps every field and a photo of up to 10 MB as it came", async () => {
    const photo = new Uint8Array(1024).fill(7);
    const form = await readStaffForm(
      multipart([
        { name: "clientName", value: "सनशाइन Kids" },
        { name: "logo", value: { filename: "IMG_0042.HEIC", type: "image/heic", bytes: photo } },
        { name: "city", value: "Pune" },
      ]),
    );
    expect(form.get("clientName")).toBe("सनशाइन Kids");
    expect(form.get("city")).toBe("Pune");
    const logo = form.get("logo") as File;
    expect(logo).toBeInstanceOf(File);
    expect(logo.name).toBe("IMG_0042.HEIC");
    expect(logo.type).toBe("image/heic");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(photo);
    expect(isTooLarge(logo)).toBe(false);
  });

  it("marks a photo over 10 MB instead of keeping it, and keeps the fields after it", async () => {
    const form = await readStaffForm(
      multipart([
        { name: "aboutUs", value: "A garden school." },
        { name: "logo", value: { filename: "huge.jpg", type: "image/jpeg", bytes: new Uint8Array(12 * 1024 * 1024) } },
        { name: "pinCode", value: "411045" },
      ]),
    );
    const logo = form.get("logo") as File;
    expect(isTooLarge(logo)).toBe(true);
    expect(logo.size).toBe(0);
    expect(logo.name).toBe("huge.jpg");
    expect(form.get("aboutUs")).toBe("A garden school.");
    expect(form.get("pinCode")).toBe("411045");
  });

  it("reads an urlencoded form as usual, and refuses a post from another site", async () => {
    const form = await readStaffForm(
      new Request("http://sunshine.localhost/staff/profile", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "city=Pune",
      }),
    );
    expect(form.get("city")).toBe("Pune");
    const crossSite = readStaffForm(
      new Request("http://sunshine.localhost/staff/profile", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
        body: "city=Pune",
      }),
    );
    await expect(crossSite).rejects.toMatchObject({ status: 403 });
  });
});

describe("imageSources", () => {
  it("gives an upload every stored width up to the one in its URL", () => {
    expect(imageSources(`/uploads/${HASH}/1280.webp`, "48px")).toEqual({
      src: `/uploads/${HASH}/1280.webp`,
      srcSet: [320, 640, 960, 1280].map((width) => `/uploads/${HASH}/${width}.webp ${width}w`).join(", "),
      sizes: "48px",
    });
    expect(imageSources(`/uploads/${HASH}/200.webp`)).toEqual({
      src: `/uploads/${HASH}/200.webp`,
      srcSet: `/uploads/${HASH}/200.webp 200w`,
      sizes: "100vw",
    });
  });

  it("leaves any other image as it is", () => {
    for (const url of ["/demo/sunshine/logo.svg", "https://cdn.example.org/uploads/x/320.webp", `/uploads/${HASH}/320.png`]) {
      expect(imageSources(url)).toEqual({ src: url });
    }
  });
});

describe("a photo sent while the provider's upload queue is full", () => {
  // The real provider with one turn and no place to wait; a task of the test's own holds the turn
  // until the test ends, so the form's photo is refused whatever this machine's speed.
  const queue = createUploadQueue({ concurrency: 1, waiting: 0, waitMs: 10_000 });
  let api: TestApi;
  let release = () => {};
  let cookie = "";

  beforeAll(async () => {
    api = await startTestApi({ uploadQueue: queue });
    process.env.API_URL = api.url;
    process.env.LOG_LEVEL = "silent";
    process.env.SESSION_SECRET = "uploads-test-session-secret-0123";
    process.env.HONEYPOT_SECRET = "uploads-test-honeypot-secret-0123";
    const account = demoAccount(0, "owner");
    const token = await signIn(api, account);
    const signedIn = await redirectSignedIn(
      new Request("http://localhost/login"),
      { token, user: { name: "Owner", email: account.email } },
      "Welcome",
    );
    cookie =
      signedIn.headers
        .getSetCookie()
        .find((line) => line.startsWith("__session="))
        ?.split(";")[0] ?? "";
    const held = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((started) => {
      void queue.process(
        async () => Buffer.alloc(0),
        () => {
          started();
          return held;
        },
      );
    });
  });
  afterAll(async () => {
    release();
    await api?.close();
  });

  it("the profile form comes back with the message on the logo and every other value as typed", async () => {
    // The school's profile as it stands, a new tagline typed, and a new logo chosen.
    // (The seed's language list is not a form field: the form ticks each language apart.)
    const { fullLogoUrl: _logo, languages: _languages, defaultLanguage: _default, ...profile } = demoSchools[0]!.client;
    const typed = { intent: "profile", ...profile, tagline: "Where little hands learn big things" };
    const photo = new Uint8Array(await phonePhoto(1600, 1200));
    const response = await profileAction({
      request: multipart(
        [
          ...Object.entries(typed).map(([name, value]) => ({ name, value })),
          { name: "logo", value: { filename: "IMG_2041.jpg", type: "image/jpeg", bytes: photo } },
        ],
        { url: "http://localhost/staff/profile", cookie },
      ),
      params: {},
      context: {},
    });
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(result.error).toEqual({ logo: ["Too many photos are being processed just now; please try again in a minute"] });
    expect(result.initialValue).toMatchObject(typed);
    // Nothing stored, and the profile unchanged.
    expect(await api.db.selectFrom("uploads").selectAll().execute()).toEqual([]);
    const school = await api.db.selectFrom("clients").select("tagline").where("id", "=", api.schoolA).executeTakeFirstOrThrow();
    expect(school.tagline).not.toBe(typed.tagline);
  });
});
