"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * When the step changes, bring the wizard back into view and put focus on the new step's
 * heading, so a phone user who chose a service at the bottom of a long list sees the next step,
 * and keyboard and screen-reader users continue from its start. Not on the first render: a page
 * that opens on some step should not jump. When the step comes back with something to say (a
 * time taken meanwhile), `noticeRef`'s element takes the focus instead, scrolled into view.
 */
export function useStepFocus(
  step: number,
  wizardRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
  noticeRef?: RefObject<HTMLElement | null>,
) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const notice = noticeRef?.current ?? null;
    const target = notice ?? headingRef.current;
    if (!target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const behavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
      if (notice) notice.scrollIntoView({ block: "center", behavior });
      else wizardRef.current?.scrollIntoView({ block: "start", behavior });
    }
    target.focus({ preventScroll: true });
    // Only a change of step moves the focus; the notice is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
}
