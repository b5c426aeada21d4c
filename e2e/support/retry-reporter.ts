// Names every test that needed a retry, at the end of the run, so that a pass on the second try is
// seen in CI's output and not taken for a clean pass.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class RetryReporter implements Reporter {
  private retried = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0) return;
    const where = `${test.location.file.split("/e2e/").at(-1)}:${test.location.line}`;
    this.retried.set(test.id, `${where} › ${test.titlePath().slice(2).join(" › ")} (attempt ${result.retry + 1}: ${result.status})`);
  }

  onEnd(result: FullResult) {
    if (!this.retried.size) return;
    console.log(`\n${this.retried.size} test(s) needed a retry (run ${result.status}):`);
    for (const line of this.retried.values()) console.log(`  retried: ${line}`);
  }

  printsToStdio() {
    return true;
  }
}
