/** A tool's "How we count" section: the exact definitions the tool follows. */
export function DefinitionList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
