import { PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderPictures, removePicture, setPublished, uploadPicture } from '../../api/products-api';
import { PICTURES_TEXT, ProductPictures } from '../product-pictures';
import { PUBLICATION_TEXT, PublicationPanel } from '../publication-panel';
import { staffProduct } from './staff-product-fixtures';

/** A product just created: unpublished, no picture, no stock. */
const product = (fields = {}) =>
  staffProduct({ id: 7, title: 'Harmony T9', image: null, published: false, stock: 0, ...fields });

jest.mock('../../api/products-api', () => ({
  ...jest.requireActual('../../api/products-api'),
  orderPictures: jest.fn(),
  removePicture: jest.fn(),
  setPublished: jest.fn(),
  uploadPicture: jest.fn(),
}));

const picture = (id: number, position: number) => ({ id, url: `/api/images/products/${id}.webp`, position });

afterEach(() => jest.resetAllMocks());

test('pictures: uploaded, moved (the first is the listing picture) and removed, each answer shown', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const withTwo = product({ pictures: [picture(11, 0), picture(12, 1)] });
  const { rerender } = render(<ProductPictures product={product()} onChanged={onChanged} />);
  expect(screen.getByText(PICTURES_TEXT.none)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload picture' }));
  expect(screen.getByText(PICTURES_TEXT.choose)).toBeInTheDocument();
  jest.mocked(uploadPicture).mockResolvedValue(withTwo);
  const file = new File(['png'], 'front.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Add a picture'), file);
  await user.click(screen.getByRole('button', { name: 'Upload picture' }));
  expect(await screen.findByText(PICTURES_TEXT.uploaded)).toBeInTheDocument();
  expect(uploadPicture).toHaveBeenCalledWith(7, file);
  expect(onChanged).toHaveBeenLastCalledWith(withTwo);

  rerender(<ProductPictures product={withTwo} onChanged={onChanged} />);
  expect(screen.getByText('Listing picture')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
  jest.mocked(orderPictures).mockResolvedValue(product({ pictures: [picture(12, 0), picture(11, 1)] }));
  await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));
  expect(orderPictures).toHaveBeenCalledWith(7, [12, 11]);
  expect(await screen.findByText(PICTURES_TEXT.moved)).toBeInTheDocument();

  jest.mocked(removePicture).mockRejectedValue(httpError(409, PRODUCT_MESSAGES.lastPicture));
  await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
  expect(await screen.findByText(PRODUCT_MESSAGES.lastPicture)).toBeInTheDocument();
  expect(removePicture).toHaveBeenCalledWith(7, 11);
});

test('publication: a product without a picture is refused with the reason; published, it says so', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const { rerender } = render(<PublicationPanel product={product()} onChanged={onChanged} />);
  expect(screen.getByText(PUBLICATION_TEXT.hidden)).toBeInTheDocument();
  jest.mocked(setPublished).mockRejectedValueOnce(httpError(409, PRODUCT_MESSAGES.needsPicture));
  await user.click(screen.getByRole('button', { name: PUBLICATION_TEXT.publish }));
  expect(await screen.findByText(PRODUCT_MESSAGES.needsPicture)).toBeInTheDocument();
  const published = product({ published: true, version: 'v2' });
  jest.mocked(setPublished).mockResolvedValue(published);
  await user.click(screen.getByRole('button', { name: PUBLICATION_TEXT.publish }));
  expect(await screen.findByText(PUBLICATION_TEXT.nowPublished)).toBeInTheDocument();
  expect(setPublished).toHaveBeenLastCalledWith(7, true, 'v1');
  rerender(<PublicationPanel product={published} onChanged={onChanged} />);
  expect(screen.getByRole('button', { name: PUBLICATION_TEXT.unpublish })).toBeInTheDocument();
});
