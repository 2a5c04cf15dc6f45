import { cn } from '../../lib/cn.ts';

// The list tables (campaigns, users, pending users) turn into cards under 640 px: each row stacks its
// cells, which show their column name themselves, so the headings are left to screen readers there.

const headerCell = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';

/** Classes of the table's body: rows divided on wide screens, spaced cards on a phone. */
export const cardTableBody =
  'divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0 max-sm:p-3';

/** The column headings, then a right-aligned "Actions" heading. */
export function CardTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-line bg-raised/60 max-sm:sr-only">
      <tr>
        {columns.map((title) => (
          <th key={title} scope="col" className={headerCell}>
            {title}
          </th>
        ))}
        <th scope="col" className={cn(headerCell, 'text-right')}>
          Actions
        </th>
      </tr>
    </thead>
  );
}
