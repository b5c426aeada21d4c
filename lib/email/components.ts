// The react-email components the templates use, each from its own package. The
// @react-email/components barrel re-exports every component, Tailwind's compiler and Prism's
// highlighter among them, which the templates never use: loading it cost each test file that
// renders an e-mail about 0.35 s.
export { Body } from "@react-email/body";
export { Button } from "@react-email/button";
export { Container } from "@react-email/container";
export { Head } from "@react-email/head";
export { Heading } from "@react-email/heading";
export { Hr } from "@react-email/hr";
export { Html } from "@react-email/html";
export { Link } from "@react-email/link";
export { Preview } from "@react-email/preview";
export { Section } from "@react-email/section";
export { Text } from "@react-email/text";
