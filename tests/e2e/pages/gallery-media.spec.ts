import { demoSchools } from "../../../api/demo-data.js";
import { hashedStaticUrl } from "../../../app/utils/static-assets.server.js";
import { alternate, expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// SPEC §2 "Video Gallery" and "Events & Celebrations". Players load only when wanted: a
// local poster, a button that becomes the player with JavaScript, a link to the video without.

const YOUTUBE_ID = /(?:v=|youtu\.be\/|shorts\/|embed\/)([A-Za-z0-9_-]{11})/;
const idOf = (url: string) => YOUTUBE_ID.exec(url)?.[1] ?? "";

for (const [index, url] of [SCHOOL_A, SCHOOL_B].entries()) {
  const school = demoSchools[index]!;
  const videos = school.gallery.filter((item) => item.mediaType === "video");

  test(
    `Video Gallery of ${school.client.clientName}: every video with its caption, tabs, poster then player`,
    alternate(index),
    async ({ page, javaScript }) => {
      await page.goto(`${url}/gallery/videos`);
      await expect(page).toHaveTitle(`Video Gallery | ${school.client.clientName}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1, name: "Video Gallery" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Moments in Motion" })).toBeVisible();
      const categories = [...new Set(videos.map((video) => video.categoryName))];
      await expect(page.getByRole("navigation", { name: "Video categories" }).getByRole("link")).toHaveText(["All", ...categories]);
      const cards = page.locator("main li figure");
      await expect(cards).toHaveCount(videos.length);
      for (const [position, video] of videos.entries()) {
        await expect(cards.nth(position).locator("figcaption")).toContainText(video.caption);
      }
      // No player is loaded until asked for.
      await expect(page.locator("main iframe")).toHaveCount(0);
      await expectNoAxeViolations(page);

      const first = cards.first();
      if (javaScript) {
        await first.getByRole("button", { name: `Play video: ${videos[0]!.caption}` }).click();
        const player = first.locator("iframe");
        await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${idOf(videos[0]!.mediaUrl)}?autoplay=1`);
        await expect(player).toHaveAttribute("title", `Video: ${videos[0]!.caption}`);
      } else {
        const link = first.getByRole("link", { name: new RegExp(`Watch on YouTube: ${videos[0]!.caption.slice(0, 20)}`) });
        await expect(link).toHaveAttribute("href", `https://www.youtube.com/watch?v=${idOf(videos[0]!.mediaUrl)}`);
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    },
  );
}

test("a video category tab narrows the grid to that category", async ({ page }) => {
  const videos = demoSchools[1]!.gallery.filter((item) => item.mediaType === "video");
  const category = "Music & Movement";
  await page.goto(`${SCHOOL_B}/gallery/videos`);
  await page.getByRole("navigation", { name: "Video categories" }).getByRole("link", { name: category }).click();
  await expect(page).toHaveURL(`${SCHOOL_B}/gallery/videos?category=Music+%26+Movement`);
  const captions = page.locator("main li figcaption");
  const expected = videos.filter((video) => video.categoryName === category);
  await expect(captions).toHaveCount(expected.length);
  for (const [position, video] of expected.entries()) await expect(captions.nth(position)).toContainText(video.caption);
});

for (const [index, url] of [SCHOOL_A, SCHOOL_B].entries()) {
  const school = demoSchools[index]!;

  test(
    `Events & Celebrations of ${school.client.clientName}: image and video cards with title and description`,
    alternate(index),
    async ({ page }) => {
      await page.goto(`${url}/gallery/events`);
      await expect(page).toHaveTitle(`Events & Celebrations | ${school.client.clientName}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1, name: "Events & Celebrations" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Celebrating Together" })).toBeVisible();
      const cards = page.getByRole("main").getByRole("listitem");
      await expect(cards).toHaveCount(school.events.length);
      for (const [position, event] of school.events.entries()) {
        const card = cards.nth(position);
        await expect(card.getByRole("heading", { name: event.title })).toBeVisible();
        await expect(card.getByText(event.description)).toBeVisible();
        if (event.type === "image") await expect(card.locator("img")).toHaveAttribute("src", hashedStaticUrl(event.mediaUrl));
        else await expect(card.locator("img")).toHaveAttribute("src", "/images/video-poster.svg");
      }
      // The fade-in must be over before axe measures colour contrast.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page);
    },
  );
}
