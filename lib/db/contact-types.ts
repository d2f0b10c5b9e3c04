/** A message sent with the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  storeId: number | null;
  message: string;
  createdAt: number;
}
