/** The accepted payment methods as one image (public/payment-methods.svg), with its text alternative. */
export function PaymentMethods({ className = "" }: { className?: string }) {
  return (
    <img
      src="/payment-methods.svg"
      alt="We accept Visa, Mastercard and PayPal"
      width={312}
      height={64}
      loading="lazy"
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}
