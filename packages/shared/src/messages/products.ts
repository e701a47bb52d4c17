export const productsMessages = {
  notFound: 'Product not found.',
  fetchFailed: 'Failed to fetch products',
  intro: 'Mortgage products and services we arrange through our network of Canadian lenders. Ask us which one fits your plans.',
  empty: 'No products available at the moment.',
  viewDetails: 'View Details',
  back: 'Back to products',
  price: 'Price',
  agentTitle: 'Questions about this product?',
  agentText: 'Your mortgage agent',
  contact: 'Contact',
  email: 'Email',
  call: 'Call',
} as const;
