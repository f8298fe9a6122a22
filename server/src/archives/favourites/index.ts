/** Favourites (README.md beside this file). */
export { collectFavourite, collectFavourites } from './collect-favourites';
export { listFavourites, ownFavourite } from './favourite-list';
export { removeFavourites } from './remove-favourites';
