import { useEffect, useRef } from "react";
import { prepareAltchaProof, setAltchaFieldMounted } from "./altcha-proof";

/**
 * The contact form's proof of work (CAPTCHA=altcha). Renders an empty, hidden element to find its
 * form by; when the visitor first moves into the form, the server is asked whether a proof is
 * wanted, and only then is the widget loaded and solving begun (see altcha-proof.ts).
 */
export function AltchaField() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setAltchaFieldMounted(true);
    const form = ref.current?.closest("form");
    form?.addEventListener("focusin", prepareAltchaProof, { once: true });
    return () => {
      form?.removeEventListener("focusin", prepareAltchaProof);
      setAltchaFieldMounted(false);
    };
  }, []);
  return <div ref={ref} hidden />;
}
