// The editor's font names mapped to the CSS variables that app/fonts defines.
export const FONT_VARIABLES: Record<string, string> = {
  Inter: "var(--font-inter)",
  Poppins: "var(--font-poppins)",
  Roboto: "var(--font-roboto)",
  "Open Sans": "var(--font-open-sans)",
  Montserrat: "var(--font-montserrat)",
  Lato: "var(--font-lato)",
  Nunito: "var(--font-nunito)",
};
