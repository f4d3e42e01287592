import { LegalPage, LegalSection, SupportEmail } from './legal-page';

/** /RefundPolicy: every point of SPEC §9's refund policy. */
export function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      intro={
        <p>
          We check every Harmony product before it is packed, and we want it to reach you in perfect
          condition. If something has gone wrong with your order, this policy explains when you can return it
          and how the refund works.
        </p>
      }
    >
      <LegalSection id="refund-window" title="Refund window">
        <p>
          Refunds are available only on requests made within <strong>7 calendar days</strong> of the date of
          purchase. Requests received after that cannot be accepted.
        </p>
      </LegalSection>

      <LegalSection id="refund-eligibility" title="Which returns are eligible">
        <p>A return is eligible for a refund only if:</p>
        <ul>
          <li>the product arrived damaged;</li>
          <li>the product is defective; or</li>
          <li>you received the wrong item, or items from your order are missing.</li>
        </ul>
      </LegalSection>

      <LegalSection id="refund-condition" title="Condition of the returned item">
        <p>
          The item must come back in its <strong>original packaging</strong>, <strong>unused</strong>, and
          together with the <strong>receipt</strong> (your invoice or order confirmation).
        </p>
      </LegalSection>

      <LegalSection id="refund-request" title="How to request a refund">
        <p>
          A refund request is started by email. Write to <SupportEmail /> with your order number, the item
          concerned and what went wrong; photos of any damage help us act quickly. We will reply with the
          return instructions.
        </p>
      </LegalSection>

      <LegalSection id="refund-return-time" title="Sending the item back">
        <p>
          Once we have confirmed your request, the item must be sent back within{' '}
          <strong>3 working days</strong> of the request.
        </p>
      </LegalSection>

      <LegalSection id="refund-shipping" title="Return shipping costs">
        <p>The buyer pays the cost of return shipping. This cost is deducted from the refund amount.</p>
      </LegalSection>

      <LegalSection id="refund-method" title="How you are refunded">
        <p>
          After the returned item has been received and inspected, the refund goes to the{' '}
          <strong>original payment method</strong> used for the purchase.
        </p>
      </LegalSection>

      <LegalSection id="refund-delay" title="If your refund has not arrived">
        <p>
          If the refund has not reached you within <strong>7 working days</strong> of its initiation, please
          write to our support team at <SupportEmail /> and we will look into it right away.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
