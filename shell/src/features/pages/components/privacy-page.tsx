import { Link } from '@harmony/shared/router';
import { LegalPage, LegalSection, SupportEmail } from './legal-page';

/** /privacy (SPEC §2 Legal pages). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Harmony is a manufacturing company based in Chennai, India, and part of a group of companies. This
          policy explains what personal information we collect when you shop with us, how we use it and the
          choices you have. By using this website you agree to the practices described here.
        </p>
      }
    >
      <LegalSection id="privacy-collect" title="Information we collect">
        <p>When you create an account, place an order or contact us, we collect:</p>
        <ul>
          <li>your name;</li>
          <li>your billing and shipping addresses;</li>
          <li>tax registration information, such as a GSTIN, when you give it to us for invoicing;</li>
          <li>your contact details: email address and mobile number;</li>
          <li>
            payment information: the payment method, amounts and transaction references of your orders. Card
            details are entered on our payment partner&apos;s secure checkout.
          </li>
        </ul>
        <p>We also keep your order history and, if you choose to upload one, your profile picture.</p>
      </LegalSection>

      <LegalSection id="privacy-use" title="How we use your information">
        <ul>
          <li>to process, deliver and invoice your orders and to keep you informed about them;</li>
          <li>to answer your questions and handle warranty, return and refund requests;</li>
          <li>to keep your account secure and to prevent misuse of our website;</li>
          <li>to meet our accounting, tax and other legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-no-sale" title="We do not sell your information">
        <p>
          Your personal information is not sold, rented or shared with other companies or individuals for
          their own marketing or any other purpose.
        </p>
      </LegalSection>

      <LegalSection id="privacy-group" title="Sharing within our group">
        <p>
          We may share your information with the other companies of the group that Harmony belongs to, for
          example for manufacturing, warranty service or accounting. They use it only for the purposes in this
          policy and protect it to the same standard.
        </p>
      </LegalSection>

      <LegalSection id="privacy-third-parties" title="Disclosure to third parties">
        <p>
          We disclose personal information to third parties only when the law requires it (for example in
          response to a court order or a request from a government authority) or when it is necessary to
          investigate, prevent or act against fraud.
        </p>
      </LegalSection>

      <LegalSection id="privacy-storage" title="Cookies, storage and security">
        <p>
          We use one cookie to keep you signed in, and your browser&apos;s local storage to remember your cart
          and session. We do not use advertising cookies. Passwords are stored only in hashed form, our
          website is served over encrypted connections, and access to customer data is limited to the people
          who need it to serve you.
        </p>
      </LegalSection>

      <LegalSection id="privacy-choices" title="Your choices">
        <p>
          You can review and update your name, contact details and addresses at any time on your{' '}
          <Link to="/Profile">profile page</Link>, and download a copy of your information or delete your
          account in <Link to="/profile/settings">Account Settings</Link>. For anything else, write to us at{' '}
          <SupportEmail />. We keep order and invoice records for as long as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="privacy-age" title="Age requirement">
        <p>
          Our service is meant for people aged 18 and over. We do not knowingly collect information from
          anyone under 18; if you believe a minor has given us personal information, please contact us and we
          will delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="Contact us">
        <p>
          Questions about this policy or about your information are welcome at our support email,{' '}
          <SupportEmail />. When we change this policy, we update the date at the top of this page.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
