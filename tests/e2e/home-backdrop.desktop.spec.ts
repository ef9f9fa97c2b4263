import { expect, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// SPEC §2 asks Home for a fixed, dimmed background image. Sharp, it was the first slide again,
// showing under the hero like a rendering glitch; it must read as a background: blurred and dimmed.

for (const url of [SCHOOL_A, SCHOOL_B]) {
  test(`Home on ${new URL(url).hostname} at 1280 px: the fixed background is a blurred, dimmed wash`, async ({ page }) => {
    await page.goto(`${url}/`);
    const backdrop = page.locator("img[data-backdrop]");
    await expect(backdrop).toHaveCount(1);
    const style = await backdrop.evaluate((img) => {
      const own = getComputedStyle(img);
      const layer = img.parentElement!;
      const dim = getComputedStyle(img.nextElementSibling!);
      return { filter: own.filter, position: getComputedStyle(layer).position, dim: dim.backgroundColor };
    });
    expect(style.position).toBe("fixed");
    const blur = Number(/blur\(([\d.]+)px\)/.exec(style.filter)?.[1] ?? 0);
    expect(blur, `filter: ${style.filter}`).toBeGreaterThanOrEqual(24);
    // The dimming layer over it stays (an rgba/oklab colour with alpha well above a half).
    const alpha = Number(/[,/]\s*([\d.]+)\)$/.exec(style.dim)?.[1] ?? 1);
    expect(alpha).toBeGreaterThanOrEqual(0.6);
  });
}
