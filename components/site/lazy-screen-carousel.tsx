import { ScreenCarouselIsland } from "@/components/site/screen-carousel-island";
import { ScreenCarouselView, type ScreenCarouselProps } from "@/components/site/screen-carousel-view";

/** The phone-frame carousel: its first slide as server HTML, the live carousel once it is needed. */
export function LazyScreenCarousel(props: ScreenCarouselProps) {
  return <ScreenCarouselIsland {...props} fallback={<ScreenCarouselView {...props} index={0} allSlides={false} />} />;
}
