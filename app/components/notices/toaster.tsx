import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "../../lib/notify";

export default function Toaster() {
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        // Our own colours: sonner's rich error red on pink is under 4.5:1.
        classNames: {
          toast: "border-2! shadow-lg!",
          success: "bg-brand-soft! border-brand! text-brand-dark!",
          error: "bg-red-50! border-danger! text-red-900!",
          title: "text-base font-bold",
          description: "text-[0.95rem] text-ink!",
        },
      }}
    />
  );
}
