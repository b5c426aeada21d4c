// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Options = {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      pipelining?: number;
      timeout?: number;
      duration?: number;
      requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
    };
    type Result = {
      duration: number;
      requests: { total: number; average: number; sent: number };
      latency: { p50: number; p99: number };
      "2xx": number;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
