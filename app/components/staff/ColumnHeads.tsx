import type { ReactNode } from "react";
import { STAFF_STYLES as S } from "./styles";

/** A console table's column headings, written once for every table (scope="col" for readers). */
export function ColumnHeads({ names }: { names: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, index) => (
          <th key={index} scope="col" className={S.th}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
