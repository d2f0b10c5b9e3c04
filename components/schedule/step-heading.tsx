import { forwardRef, type ReactNode } from "react";

/** Each step's heading takes focus when the step opens, so screen readers announce where they are. */
export const StepHeading = forwardRef<HTMLHeadingElement, { children: ReactNode; lead?: ReactNode }>(
  function StepHeading({ children, lead }, ref) {
    return (
      <div className="mb-6">
        <h2
          ref={ref}
          tabIndex={-1}
          className="text-2xl font-extrabold text-ink-900 outline-none sm:text-3xl dark:text-white"
        >
          {children}
        </h2>
        {lead && <p className="mt-2 text-gray-700 dark:text-gray-300">{lead}</p>}
      </div>
    );
  },
);
