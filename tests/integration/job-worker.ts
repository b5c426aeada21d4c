// A server's job queue in a process of its own, for the test that kills a worker mid-send:
// `node --conditions react-server --import tsx tests/integration/job-worker.ts <fake Resend URL>`.
// Prints "ready" once its workers run.
import { createResendProvider } from "@/lib/email/provider";
import { createJobQueue } from "@/lib/jobs/queue";
import { runJobs } from "@/lib/jobs/registry";
import { API_KEY } from "@/tests/fake-resend/server";

const provider = createResendProvider({ apiKey: API_KEY, baseUrl: process.argv[2], from: "StepWise <noreply@stepwise.test>" });
void runJobs(createJobQueue(), { provider: () => provider }).then(() => console.log("ready"));
