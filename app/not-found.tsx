import { NotFoundScreen } from "@/components/site/not-found-screen";
import { NOT_FOUND_METADATA } from "@/lib/site/not-found";

export const metadata = NOT_FOUND_METADATA;

// Any unknown path (answers 404).
export default function NotFound() {
  return <NotFoundScreen />;
}
