// Badge colours of back-office §4: new blue, contacted yellow, qualified green, closed grey;
// any other value blue. Text colours keep 4.5:1 contrast on their background.
const colours: Record<string, string> = {
  new: 'border-blue-200 bg-blue-100 text-blue-900',
  contacted: 'border-yellow-200 bg-yellow-100 text-yellow-900',
  qualified: 'border-green-200 bg-green-100 text-green-900',
  closed: 'border-gray-200 bg-gray-100 text-gray-800',
};

export const statusColour = (status: string): string => colours[status] ?? colours.new!;
