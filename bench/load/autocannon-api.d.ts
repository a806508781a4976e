// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (RequestParams & { setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams })[];
  };
  type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
