import { CheckIcon } from "@/components/ui/icons";

export function FeatureList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-gray-700 dark:text-gray-300">
          <CheckIcon size={18} className="mt-1 shrink-0 text-brand-600 dark:text-brand-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
