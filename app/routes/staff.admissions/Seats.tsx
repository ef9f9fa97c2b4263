import { Link } from "@remix-run/react";
import { ScrollPanel } from "~/components/staff/ScrollPanel";
import { STAFF_STYLES as S } from "~/components/staff/styles";

type ClassSeats = {
  classId: number;
  className: string;
  seats: number;
  held: number;
  left: number;
  waitlist: Array<{ id: number; reference: string | null; childName: string; flaggedNextAt: string | null }>;
};

/**
 * Each class's seats held and left, and its waitlist in order (README "Admissions": "Offers and the
 * waitlist"); a family's record offers the seat or moves it on the list.
 */
export function Seats({ classes }: { classes: ClassSeats[] }) {
  if (classes.length === 0) return null;
  return (
    <ScrollPanel labelledBy="seats-title">
      <table className={S.table}>
        <caption id="seats-title" className={S.caption}>
          Seats and waitlists
        </caption>
        <thead>
          <tr>
            <th scope="col" className={S.th}>
              Class
            </th>
            <th scope="col" className={`${S.th} text-right`}>
              Seats
            </th>
            <th scope="col" className={`${S.th} text-right`}>
              Held
            </th>
            <th scope="col" className={`${S.th} text-right`}>
              Left
            </th>
            <th scope="col" className={S.th}>
              Waitlist, in order
            </th>
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
            <tr key={row.classId}>
              <th scope="row" className={`${S.td} font-semibold`}>
                {row.className}
              </th>
              <td className={`${S.td} text-right`}>{row.seats}</td>
              <td className={`${S.td} text-right`}>{row.held}</td>
              <td className={`${S.td} text-right`}>{row.left}</td>
              <td className={S.td}>
                {row.waitlist.length === 0 ? (
                  "Nobody"
                ) : (
                  <ol className="list-decimal pl-5">
                    {row.waitlist.map((family) => (
                      <li key={family.id}>
                        <Link to={`/staff/inbox/enrollment/${family.id}`} className={S.link}>
                          {family.childName}
                        </Link>{" "}
                        {family.reference}
                        {family.flaggedNextAt ? " (next for a free seat)" : ""}
                      </li>
                    ))}
                  </ol>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollPanel>
  );
}
