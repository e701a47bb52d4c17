export const ratingsMessages = {
  label: 'Rated {rating} out of 5',
} as const;
