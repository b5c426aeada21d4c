// App screenshots for the marketing-site phone carousel. The images are hand-made SVGs in
// public/images/screens/ (390x844, portrait).

export type CarouselItem = { id: number; image: string; title: string; description: string };

export const SCREENSHOTS: CarouselItem[] = [
  {
    id: 1,
    image: "/images/screens/screen-01.svg",
    title: "Your dashboard",
    description:
      "See your projects, completed steps and time spent at a glance, and pick up where you left off.",
  },
  {
    id: 2,
    image: "/images/screens/screen-02.svg",
    title: "Step-by-step guides",
    description:
      "Follow one clear step at a time, with a photo, the tools you need and a tip for each step.",
  },
  {
    id: 3,
    image: "/images/screens/screen-03.svg",
    title: "Safety alerts",
    description:
      "Get warned about hazards such as high voltage before you start, and confirm each precaution.",
  },
  {
    id: 4,
    image: "/images/screens/screen-04.svg",
    title: "Tool checklists",
    description:
      "Check off every tool you need before you begin, so nothing is missing halfway through.",
  },
  {
    id: 5,
    image: "/images/screens/screen-05.svg",
    title: "AI assembly instructions",
    description:
      "Turn your teardown into reassembly steps automatically: AI reverses the order for you.",
  },
  {
    id: 6,
    image: "/images/screens/screen-06.svg",
    title: "Media library",
    description:
      "Keep the photos, videos, voice notes and manuals for each project together in one place.",
  },
  {
    id: 7,
    image: "/images/screens/screen-07.svg",
    title: "Progress tracking",
    description:
      "Watch your progress grow step by step, with time spent and an estimate of what is left.",
  },
  {
    id: 8,
    image: "/images/screens/screen-08.svg",
    title: "Session analytics",
    description: "Review every work session and see your efficiency rating improve over time.",
  },
  {
    id: 9,
    image: "/images/screens/screen-09.svg",
    title: "Achievement badges",
    description:
      "Earn badges and level up as you finish projects, work safely and build new skills.",
  },
  {
    id: 10,
    image: "/images/screens/screen-10.svg",
    title: "Reusable templates",
    description:
      "Save any guide as a template, organise it with tags and share it publicly with others.",
  },
  {
    id: 11,
    image: "/images/screens/screen-11.svg",
    title: "Version history",
    description: "Preview earlier versions of a guide and restore any of them with a single tap.",
  },
];
