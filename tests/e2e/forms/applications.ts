import { demoSchools } from "../../../api/demo-data.js";
import { expect, type FormsStage } from "./harness.js";
import { mobileFor } from "./visits.js";

// An application made straight through the provider, for the specs that start from one (the status
// page in Hindi and in the pseudo-locale): Sunshine's Playgroup, which has a fee and a checklist.

export async function applyToPlaygroup(stage: FormsStage) {
  const classes = (await (await fetch(`${stage.apiUrl}/admissions/classes?clientId=1`)).json()) as { data: { id: number; name: string }[] };
  const mobile = mobileFor();
  const query = new URLSearchParams({
    clientId: "1",
    childName: "Asha",
    childAge: "2",
    gender: "female",
    parentName: "Kavya Rao",
    parentContact: mobile,
    address: "7 Lake Road, Pune",
    classId: String(classes.data.find((row) => row.name === "Playgroup")!.id),
    childDateOfBirth: "2024-10-15",
  });
  const made = await fetch(`${stage.apiUrl}/enrollment/new?${query}`, { method: "POST" });
  expect(made.status).toBe(201);
  const { reference, data } = (await made.json()) as { reference: string; data: { id: number } };
  return { id: data.id, reference, mobile };
}

/** The school's owner offers the application a seat, to be accepted within a week. */
export async function offerSeat(stage: FormsStage, enrollmentId: number) {
  const owner = demoSchools[0]!.accounts.find((account) => account.role === "owner")!;
  const signIn = new URLSearchParams({ email: owner.email, password: owner.password, domain: "localhost" });
  const { token } = (await (await fetch(`${stage.apiUrl}/auth/login?${signIn}`, { method: "POST" })).json()) as { token: string };
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const offered = await fetch(`${stage.apiUrl}/staff/enrollments/${enrollmentId}/offer?clientId=1`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ deadline, overSeats: "yes" }),
  });
  expect(offered.status).toBe(200);
}
