/**
 * Runs `task` for each item, at most `limit` at once, and gives the results in the items' order. After a task
 * failed no other starts; the ones running end first, then the first failure is thrown.
 */
export async function atMostAtOnce<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  const failures: unknown[] = [];
  let next = 0;
  const runNext = async (): Promise<void> => {
    while (next < items.length && failures.length === 0) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runNext));
  if (failures.length > 0) throw failures[0];
  return results;
}
