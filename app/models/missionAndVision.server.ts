import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const missionAndVisionSchema = z.object({
  id,
  type: z.enum(["mission", "vision", "coreValues"]),
  title: text,
  description: text,
  imageUrl: text,
  translations,
});

/** SPEC §9: mission and vision 1/100. */
const MISSION_AND_VISION_PAGE_SIZE = 100;

/** SPEC §7 order: pageNo, pageSize, deleted=false, clientId. */
function missionAndVisionQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", MISSION_AND_VISION_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/missionAndVision/all", missionAndVisionSchema);

export function listMissionAndVision(clientId: number, options?: ListCallOptions) {
  return resource.list(missionAndVisionQuery(clientId), options);
}
