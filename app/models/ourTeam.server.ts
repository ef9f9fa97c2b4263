import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const teamMemberSchema = z.object({ id, imageUrl: text, name: z.string(), designation: text, translations });

/** SPEC §9: teachers 1/100 (home), team 1/100 (Meet Our Team). */
const TEAM_PAGE_SIZE = 100;

/** SPEC §7 order: pageNo, pageSize, deleted=false, clientId. */
function ourTeamQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", TEAM_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/ourTeam/all", teamMemberSchema);

export function listOurTeam(clientId: number, options?: ListCallOptions) {
  return resource.list(ourTeamQuery(clientId), options);
}
