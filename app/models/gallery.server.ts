import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const mediaTypeSchema = z.enum(["image", "video"]);
export type MediaType = z.infer<typeof mediaTypeSchema>;

const galleryItemSchema = z.object({
  id,
  mediaUrl: text,
  mediaType: mediaTypeSchema,
  caption: text,
  categoryId: z.union([z.number(), z.string()]).nullish(),
  categoryName: text,
  translations,
});

/** SPEC §9: gallery 1/100 on the home page (images), 1/1000 on the gallery pages. */
export const GALLERY_PAGE_SIZE = { home: 100, gallery: 1000 } as const;

/** SPEC §7 order: pageNo, pageSize, mediaType, deleted=false, clientId. */
function galleryQuery(clientId: number, options: { mediaType?: MediaType; page: keyof typeof GALLERY_PAGE_SIZE }) {
  const entries: Array<[string, string | number | boolean]> = [
    ["pageNo", 1],
    ["pageSize", GALLERY_PAGE_SIZE[options.page]],
  ];
  if (options.mediaType) entries.push(["mediaType", options.mediaType]);
  entries.push(["deleted", false], ["clientId", clientId]);
  return listQuery(entries);
}

const resource = createListResource("/gallery/all", galleryItemSchema);

export function listGallery(clientId: number, query: { mediaType?: MediaType; page: keyof typeof GALLERY_PAGE_SIZE }, options?: ListCallOptions) {
  return resource.list(galleryQuery(clientId, query), options);
}
