import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../../api/client';
import { INVOICE_MESSAGES, InvoiceDownload } from '../invoice-download';

const pdf = {
  data: new Blob(['%PDF-1.7']),
  headers: { 'content-disposition': 'attachment; filename="HAR-2026-27-000042.pdf"' },
};

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and does not download: the link the component clicks is what it would save.
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('InvoiceDownload', () => {
  it('fetches the PDF with the session and saves it under the name the server gave', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(pdf);
    render(<InvoiceDownload orderId={42} number="HAR/26-27/000042" />);
    expect(screen.getByText('Invoice HAR/26-27/000042')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(get).toHaveBeenCalledWith('/api/orders/42/invoice', { responseType: 'blob' });
    expect(clicked[0]!.download).toBe('HAR-2026-27-000042.pdf');
    expect(clicked[0]!.href).toBe('blob:invoice');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the invoice comes with the confirmed payment when the server has none yet (409)', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue({ response: { status: 409, data: new Blob() } });
    render(<InvoiceDownload orderId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.notYet);
    expect(clicked).toHaveLength(0);
  });

  it('offers another try after any other failure', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    render(<InvoiceDownload orderId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.failed);
    expect(screen.getByRole('button', { name: 'Download tax invoice (PDF)' })).toBeEnabled();
  });
});
