"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * When the step changes, bring the wizard back into view and put focus on the new step's
 * heading, so a phone user who chose a service at the bottom of a long list sees the next step,
 * and keyboard and screen-reader users continue from its start. Not on the first render: a page
 * that opens on some step should not jump.
 */
export function useStepFocus(
  step: number,
  wizardRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = headingRef.current;
    if (!heading) return;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      wizardRef.current?.scrollIntoView({ block: "start", behavior: reduceMotion ? "instant" : "smooth" });
    }
    heading.focus({ preventScroll: true });
  }, [step, wizardRef, headingRef]);
}
