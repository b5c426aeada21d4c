import type { ComponentProps } from "react";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "./button-variants";

type Props = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * The Button's look on a plain <button>, for the public pages' islands: no Radix slot and no
 * class merging (tailwind-merge), which would add about 10 kB of script to every page that has
 * one. `className` is appended, not merged: pass only classes the variant does not set.
 */
export function PlainButton({ variant, size, className, type = "button", ...props }: Props) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
