// The story's chart: median minutes to clip a three-hour stream, over 120 streams from the beta.
export const clipMinutes = {
  title: "Minutes to clip a three-hour stream",
  note: "Median over 120 streams from the beta creators",
  bars: [
    { label: "By hand, scrubbing", value: 190 },
    { label: "Founders' prototype", value: 214 },
    { label: "Pipeline, first release", value: 19 },
    { label: "Pipeline, chunked, today", value: 6, now: true },
  ],
  unit: "min",
} as const;
