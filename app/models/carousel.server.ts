import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const carouselItemSchema = z.object({ id, imageUrl: text, title: text, translations });

/** SPEC §9: carousel 1/50. */
const CAROUSEL_PAGE_SIZE = 50;

/** SPEC §7 order: clientId, pageNo, pageSize, deleted=false. */
function carouselQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["clientId", clientId],
    ["pageNo", 1],
    ["pageSize", CAROUSEL_PAGE_SIZE],
    ["deleted", false],
  ]);
}

const resource = createListResource("/carousel/all", carouselItemSchema);

export function listCarousel(clientId: number, options?: ListCallOptions) {
  return resource.list(carouselQuery(clientId), options);
}
