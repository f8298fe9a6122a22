/** A small SVG logo (2:1), for the exports that must rasterise vector logos. */
export const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
    '<rect width="40" height="20" fill="#c00"/><circle cx="20" cy="10" r="6" fill="#fff"/></svg>',
);
