/** A cancellation policy's tiers in plain words, then the no-show rule: before booking and on the manage page. */
export function PolicyTiers({ tiers, noShow }: { tiers: readonly string[]; noShow: string }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {tiers.map((tier) => (
        <li key={tier}>{tier}</li>
      ))}
      <li>{noShow}</li>
    </ul>
  );
}
