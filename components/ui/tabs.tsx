"use client";

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState, useSyncExternalStore, type ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  defaultId: string;
  /** Keep the chosen tab in the URL hash (#id) so it can be linked and survives a reload. */
  syncWithHash?: boolean;
}

const HASH_EVENT = "tabs:hashchange";

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  window.addEventListener(HASH_EVENT, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener(HASH_EVENT, onChange);
  };
}

/**
 * Accessible tabs (arrow keys, Home/End, roving focus) from Headless UI. Every panel is in the
 * server HTML (hidden until chosen), so all content is indexable and works before scripts load.
 */
export function Tabs({ label, tabs, defaultId, syncWithHash = false }: TabsProps) {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => decodeURIComponent(window.location.hash.slice(1)),
    () => "",
  );
  const [localId, setLocalId] = useState(defaultId);
  const fromHash = tabs.some((t) => t.id === hash) ? hash : defaultId;
  const selectedId = syncWithHash ? fromHash : localId;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selectedId),
  );

  function select(index: number) {
    const id = tabs[index]?.id ?? defaultId;
    if (!syncWithHash) return setLocalId(id);
    // replaceState: switching tabs should not fill the Back button's history or scroll the page.
    window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id)}`);
    window.dispatchEvent(new Event(HASH_EVENT));
  }

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={select}>
      <TabList
        aria-label={label}
        // Wrapped onto a second row on narrow screens: a strip that scrolls sideways hides the
        // last tabs with nothing to say they are there.
        className="flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1 dark:bg-gray-800"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            data-tab-id={tab.id}
            className="min-h-11 shrink-0 grow rounded-lg px-4 py-2 sm:grow-0 text-sm font-semibold whitespace-nowrap text-gray-700 outline-none hover:bg-white/70 focus-visible:ring-2 focus-visible:ring-brand-500 data-selected:bg-ink-900 data-selected:text-white sm:text-base dark:text-gray-200 dark:hover:bg-gray-700 dark:data-selected:bg-brand-400 dark:data-selected:text-ink-900"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-8">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} unmount={false} className="focus-visible:outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
