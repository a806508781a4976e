// Bench only (bench/outbox-scale.ts memory): V8's view of a server's memory, without touching the
// server. Preloaded with `NODE_OPTIONS=--import <this file>` and V8_HEAP_REPORT_FILE set; on each
// SIGUSR2 it writes process.memoryUsage() and the heap's spaces (v8.getHeapSpaceStatistics()) to
// that file as one JSON object, for the bench to read.
import { renameSync, writeFileSync } from "node:fs";
import { getHeapSpaceStatistics, getHeapStatistics } from "node:v8";

const file = process.env.V8_HEAP_REPORT_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, { size: space.space_size, used: space.space_used_size }]),
    );
    const { heap_size_limit: heapSizeLimit, malloced_memory: mallocedMemory } = getHeapStatistics();
    // Written whole, then renamed: the reader never sees half a report.
    writeFileSync(`${file}.partial`, JSON.stringify({ memoryUsage: process.memoryUsage(), heapSizeLimit, mallocedMemory, spaces }));
    renameSync(`${file}.partial`, file);
  });
}
