/** A postal address in the fields every address view has, whatever its source's own names. */
export interface PostalLines {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  state?: string | null;
  country: string;
  phone?: string | null;
  email?: string | null;
}

/**
 * An address as it is written on an envelope (address book, order details): name, company, street
 * lines, post code and city, state, country, then phone and email in a muted tone.
 */
export function PostalAddress({ address, className }: { address: PostalLines; className: string }) {
  return (
    <address className={`text-sm leading-relaxed text-ink not-italic ${className}`}>
      <span className="block font-semibold">{address.name}</span>
      {address.company && <span className="block">{address.company}</span>}
      <span className="block">{address.line1}</span>
      {address.line2 && <span className="block">{address.line2}</span>}
      <span className="block">
        {address.postalCode} {address.city}
      </span>
      {address.state && <span className="block">{address.state}</span>}
      <span className="block">{address.country}</span>
      {address.phone && <span className="mt-1 block text-muted">{address.phone}</span>}
      {address.email && <span className="block wrap-anywhere text-muted">{address.email}</span>}
    </address>
  );
}
