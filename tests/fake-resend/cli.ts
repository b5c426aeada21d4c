// The fake Resend API as its own process, for the end-to-end suite (playwright.config.ts starts it
// as a web server): `node --import tsx tests/fake-resend/cli.ts <port>`. GET /_fake/deliveries lists
// what it delivered (and tells Playwright it is up).
import { FakeResend } from "./server";

const port = Number(process.argv[2] ?? 0);
void new FakeResend().start(port).then((fake) => {
  console.log(`fake Resend listening on ${fake.url}`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});
