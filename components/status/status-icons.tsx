/** Icons used only by the status pages. Decorative: the text beside each one carries the meaning. */
import { stroke as lineIcon, type IconProps } from "@/components/ui/icons";

// A little smaller and bolder than the site's other icons, to sit beside status text.
const stroke = (props: IconProps) => lineIcon({ size: 18, strokeWidth: 2.25, ...props });

export function CheckCircleIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  );
}

export function CrossCircleIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}

export function QuestionCircleIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </svg>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <svg {...stroke(props)}>
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5M3 21v-5h5" />
    </svg>
  );
}
