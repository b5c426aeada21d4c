import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", ".next-standalone/**", "dist/**", "lib/generated/**", "node_modules/**", ".data/**", "next-env.d.ts", "bench-results/**", ".test-data/**", ".standalone/**", "playwright-report/**", "test-results/**"] },
];
export default config;
