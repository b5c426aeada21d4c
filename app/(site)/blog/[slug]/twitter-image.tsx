// The same per-article image for Twitter/X cards (file conventions need their own module).
import OpenGraphImage from "./opengraph-image";

export const alt = "Blog article";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const dynamic = "force-static";
export default OpenGraphImage;
