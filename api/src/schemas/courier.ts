import { z } from 'zod';

export const TrackingAnswerSchema = z
  .object({
    outcome: z
      .enum(['moved', 'delivered', 'returned', 'recorded', 'duplicate', 'unknown_shipment', 'ignored'])
      .meta({
        description:
          'moved/delivered/returned: the order moved; recorded: kept in the history only (a scan on the ' +
          'way, or a late one); duplicate: that scan was stored already; unknown_shipment: no shipment ' +
          'has that AWB; ignored: no AWB or status in the body',
      }),
  })
  .meta({ id: 'TrackingAnswer' });
