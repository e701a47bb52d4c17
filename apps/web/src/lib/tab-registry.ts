import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One tab of a signed-in screen: its `?tab=` value, its label, how to load it, plus what the screen adds (an icon). */
export type TabDefinition<Extra extends object = object> = Extra & {
  /** The `?tab=` value. */
  id: string;
  label: string;
  load: () => Promise<ComponentType>;
};

export type LazyTab<Extra extends object = object> = Extra & {
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
};

/**
 * The console's and the dashboard's tabs: each tab is its own chunk, loaded the first time it is
 * opened, and `tabFor` picks the tab named in the URL, the first one when the value is missing or
 * unknown. `definitions` must not be empty.
 */
export function createTabRegistry<Extra extends object = object>(definitions: readonly TabDefinition<Extra>[]) {
  const tabs: readonly LazyTab<Extra>[] = definitions.map(({ load, ...rest }) => ({
    ...(rest as unknown as Extra & { id: string; label: string }),
    Component: lazy(() => load().then((Component) => ({ default: Component }))),
  }));
  const tabFor = (param: string | null): LazyTab<Extra> => tabs.find((tab) => tab.id === param) ?? tabs[0]!;
  return { tabs, tabFor };
}
