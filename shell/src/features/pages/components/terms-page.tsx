import { Link } from '@harmony/shared/router';
import { LegalPage, LegalSection, SupportEmail } from './legal-page';

/** /TandP: the terms and conditions (SPEC §2 Legal pages). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          These terms govern your use of the Harmony website and the purchases you make on it. Harmony is a
          manufacturing company based in Chennai, India, and part of a group of companies. By using the
          website you accept these terms; if you do not agree with them, please do not use it. Our service is
          meant for people aged 18 and over.
        </p>
      }
    >
      <LegalSection id="terms-lawful-use" title="Lawful use">
        <p>
          You may use this website only for lawful purposes. You must not use it to commit fraud, to place
          orders in someone else&apos;s name without permission, to interfere with its working or security, or
          to upload anything harmful, offensive or unlawful.
        </p>
      </LegalSection>

      <LegalSection id="terms-personal-use" title="Personal use only">
        <p>
          Products bought on this website are sold for your personal and household use. They may not be bought
          for resale. We may decline or cancel orders that appear to be placed for resale.
        </p>
      </LegalSection>

      <LegalSection id="terms-account" title="Your account">
        <p>
          You are responsible for keeping your password and account details confidential and for everything
          done through your account. Tell us at once at <SupportEmail /> if you suspect that someone else has
          used it.
        </p>
      </LegalSection>

      <LegalSection id="terms-orders" title="Orders, prices and payment">
        <p>
          Prices are shown in Indian rupees. Goods and Services Tax (GST) at the rate in force is added to
          your order and shown before you pay. Payments are made by card through our payment partner&apos;s
          secure checkout. Orders are processed within 24 hours on working days. Returns and refunds follow
          our <Link to="/RefundPolicy">Refund Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="terms-ownership" title="Content ownership">
        <p>
          The text, photographs, product designs, specifications, logos and other content of this website
          belong to Harmony or to the companies of its group and are protected by law. You may view and print
          pages for your own use, but you may not copy, reproduce or republish them without our written
          permission.
        </p>
      </LegalSection>

      <LegalSection id="terms-your-content" title="Content you send us">
        <p>
          When you send us content, such as a message, a review or a profile picture, you keep your rights in
          it and grant Harmony a non-exclusive, royalty-free, worldwide licence to use, store, reproduce and
          display it for running and improving our service. You confirm that you have the right to share it
          and that it does not break any law or anyone else&apos;s rights.
        </p>
      </LegalSection>

      <LegalSection id="terms-links" title="Links to other websites">
        <p>
          This website may link to websites run by others, such as our payment partner or a map provider. We
          do not control those websites and are not responsible for their content or their privacy practices.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="Limits of liability">
        <p>
          We take care to keep the information on this website accurate and the website available, but we
          cannot promise that it will always be error-free or uninterrupted. As far as the law allows, Harmony
          is not liable for any indirect or consequential loss arising from the use of this website or of our
          products, and our total liability for any order is limited to the amount you paid for it. Nothing in
          these terms limits your rights under the product warranty or under Indian consumer law.
        </p>
      </LegalSection>

      <LegalSection id="terms-indemnity" title="Indemnity">
        <p>
          You agree to indemnify Harmony, the companies of its group and their employees against any claims,
          losses and costs arising from your breach of these terms or your misuse of this website.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="Governing law and changes">
        <p>
          These terms are governed by the laws of India, and the courts at Chennai have jurisdiction over any
          dispute. We may update these terms from time to time; the date at the top of this page shows the
          latest version. Questions about them are welcome at <SupportEmail />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
