import { trackingUrl } from '../couriers';

describe('trackingUrl', () => {
  it("links a known courier's tracking page, however its name is written", () => {
    expect(trackingUrl('Delhivery', 'AWB123')).toBe('https://www.delhivery.com/track/package/AWB123');
    expect(trackingUrl('blue dart', '7788')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=7788',
    );
    expect(trackingUrl('XpressBees', 'X 1/2')).toBe(
      'https://www.xpressbees.com/shipment/tracking?awbNo=X%201%2F2',
    );
  });

  it('gives no link for a courier without a tracking address, or one it does not know', () => {
    expect(trackingUrl('India Post', 'EE123456789IN')).toBeNull();
    expect(trackingUrl('Local van', '42')).toBeNull();
  });
});
