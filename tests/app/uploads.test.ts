import { describe, expect, it } from "vitest";
import { isTooLarge, readStaffForm } from "~/services/uploads.server";
import { imageSources } from "~/utils/images";

// The site's half of the upload pipeline (README "Uploads"): the staff form's body read with each
// file capped at 10 MB (a larger one a mark, not an error page), and srcset for uploaded photos.

const HASH = "0123456789abcdef0123456789abcdef";

function multipart(parts: { name: string; value: string | { filename: string; type: string; bytes: Uint8Array<ArrayBuffer> } }[]) {
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
  return new Request("http://sunshine.localhost/staff/profile", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
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
