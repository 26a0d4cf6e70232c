/** The selection the grid, the list and the map share: toggle one job, or every job shown. */
export type TJobSelection = {
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: readonly string[], select: boolean) => void;
};
